import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users, type UserRow } from '../db/schema';

export type NewUser = Pick<UserRow, 'username' | 'email' | 'passwordHash' | 'departmentId'> & {
  language: string;
};
export type UserPatch = Partial<
  Pick<
    UserRow,
    | 'username'
    | 'email'
    | 'passwordHash'
    | 'departmentId'
    | 'emailVerifiedAt'
    | 'pendingEmail'
    | 'tutorialFinished'
    | 'language'
  >
>;

const usernameIs = (username: string) => sql`lower(${users.username}) = lower(${username.trim()})`;

export function createUsersRepository(db: Database) {
  return {
    async findById(id: string): Promise<UserRow | undefined> {
      const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return rows[0];
    },

    async findByEmail(email: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(eq(users.email, email.trim().toLowerCase()))
        .limit(1);
      return rows[0];
    },

    /** Login accepts a username (any case) or an e-mail address (any case). */
    async findByIdentifier(identifier: string): Promise<UserRow | undefined> {
      const rows = await db
        .select()
        .from(users)
        .where(or(usernameIs(identifier), eq(users.email, identifier.trim().toLowerCase())))
        .limit(1);
      return rows[0];
    },

    async isUsernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
      const condition =
        exceptUserId === undefined
          ? usernameIs(username)
          : and(usernameIs(username), ne(users.id, exceptUserId));
      const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
      return rows.length > 0;
    },

    async isEmailTaken(email: string, exceptUserId?: string): Promise<boolean> {
      const normalized = eq(users.email, email.trim().toLowerCase());
      const condition =
        exceptUserId === undefined ? normalized : and(normalized, ne(users.id, exceptUserId));
      const rows = await db.select({ id: users.id }).from(users).where(condition).limit(1);
      return rows.length > 0;
    },

    async insert(user: NewUser): Promise<UserRow> {
      const rows = await db
        .insert(users)
        .values({ ...user, email: user.email.toLowerCase() })
        .returning();
      return rows[0]!;
    },

    async update(id: string, patch: UserPatch): Promise<UserRow | undefined> {
      const values =
        patch.email === undefined ? patch : { ...patch, email: patch.email.toLowerCase() };
      const rows = await db
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      return rows[0];
    },

    /** Every row of the user goes with it: each user table cascades from users.id. */
    async delete(id: string): Promise<boolean> {
      const rows = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
      return rows.length > 0;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

/** True for a unique-constraint violation, from PostgreSQL or PGlite, wrapped or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
