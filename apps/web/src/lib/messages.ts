import {
  ACCEPTED_FILES_MESSAGE,
  AUTH_MESSAGES,
  BAN_LIST_MESSAGES,
  CONTACT_MESSAGES,
  controlCharactersMessage,
  DELETE_CONFIRMATION_TEXT,
  ENTITY_MESSAGES,
  LIMITS,
  ORGANIZATION_MESSAGES,
  PASSWORDS_DO_NOT_MATCH,
  PATTERN_MESSAGES,
  PAYLOAD_MESSAGES,
  PREMIUM_MESSAGE,
  PROCESSING_LOCATION_MESSAGE,
  SETTINGS_IMPORT_MESSAGES,
  readOnDeviceRequiredMessage,
  readQuotaExceededMessage,
} from '@workbench/contracts';
import type { TFunction } from 'i18next';
import { ApiError } from './api-error';
import { ENCRYPTION_UNAVAILABLE_MESSAGE } from './payload-crypto/availability';
import { ANSWER_DECRYPTION_FAILED } from './payload-crypto/open-answer';

const { email, username, password, loginIdentifier, searchPattern, banWord } = LIMITS;
const { organizationName, domain } = LIMITS;
const { contactName, contactSubject, contactMessage } = LIMITS;
const ORGANIZATION = ORGANIZATION_MESSAGES;

/**
 * Validation and server messages are English (contracts and the server share them); this
 * maps each one to a key under `messages.` so the interface can show it in the user's
 * language. English translations are the same text, which a test checks.
 */
export const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Email is required': 'emailRequired',
  [`Email must be less than ${email.max} characters`]: 'emailTooLong',
  'Invalid email format': 'emailInvalid',
  'Username is required': 'usernameRequired',
  [`Username must be at least ${username.min} characters`]: 'usernameTooShort',
  [`Username must be at most ${username.max} characters`]: 'usernameTooLong',
  'Username must start with a letter or number': 'usernameStart',
  'Username may only contain letters, numbers, dots, underscores and hyphens': 'usernameChars',
  [controlCharactersMessage('Username')]: 'usernameControl',
  'Password is required': 'passwordRequired',
  [`Password must be at least ${password.min} characters`]: 'passwordTooShort',
  [`Password must be at most ${password.max} characters`]: 'passwordTooLong',
  'Password must contain at least one uppercase letter': 'passwordUppercase',
  'Password must contain at least one lowercase letter': 'passwordLowercase',
  'Password must contain at least one number': 'passwordNumber',
  'Password must contain at least one special character': 'passwordSpecial',
  'Invalid token': 'invalidToken',
  'Name is required': 'contactNameRequired',
  [`Name must be at least ${contactName.min} characters`]: 'contactNameTooShort',
  [`Name must be at most ${contactName.max} characters`]: 'contactNameTooLong',
  [controlCharactersMessage('Name')]: 'contactNameControl',
  [`Organization must be at most ${contactName.max} characters`]: 'contactOrganizationTooLong',
  [controlCharactersMessage('Organization')]: 'contactOrganizationControl',
  'Choose an organization size from the list': 'contactSizeInvalid',
  'Subject is required': 'contactSubjectRequired',
  [`Subject must be at least ${contactSubject.min} characters`]: 'contactSubjectTooShort',
  [`Subject must be at most ${contactSubject.max} characters`]: 'contactSubjectTooLong',
  [controlCharactersMessage('Subject')]: 'contactSubjectControl',
  'Message is required': 'contactMessageRequired',
  [`Message must be at least ${contactMessage.min} characters`]: 'contactMessageTooShort',
  [`Message must be at most ${contactMessage.max} characters`]: 'contactMessageTooLong',
  [CONTACT_MESSAGES.unavailable]: 'contactUnavailable',
  [CONTACT_MESSAGES.sendFailed]: 'contactSendFailed',
  'Email or username is required': 'identifierRequired',
  [`Email or username must be at most ${loginIdentifier.max} characters`]: 'identifierTooLong',
  [PASSWORDS_DO_NOT_MATCH]: 'passwordsDoNotMatch',
  'Please confirm your password': 'confirmPasswordRequired',
  'Please confirm your new password': 'confirmNewPasswordRequired',
  'Please choose a department': 'departmentRequired',
  [AUTH_MESSAGES.inactiveDepartment]: 'departmentInactive',
  'Current password is required': 'currentPasswordRequired',
  'New password must be different from current password': 'newPasswordSame',
  [`Please type ${DELETE_CONFIRMATION_TEXT} exactly to confirm account deletion`]:
    'deleteConfirmMismatch',
  [AUTH_MESSAGES.usernameTaken]: 'usernameTaken',
  [AUTH_MESSAGES.emailTaken]: 'emailTaken',
  [AUTH_MESSAGES.currentPasswordForEmail]: 'currentPasswordForEmail',
  [AUTH_MESSAGES.currentPasswordIncorrect]: 'currentPasswordIncorrect',
  [AUTH_MESSAGES.weakPassword]: 'weakPassword',
  [AUTH_MESSAGES.invalidCredentials]: 'invalidCredentials',
  [AUTH_MESSAGES.unverifiedLogin]: 'unverifiedLogin',
  [AUTH_MESSAGES.verificationExpired]: 'verificationExpired',
  [AUTH_MESSAGES.verificationInvalid]: 'verificationInvalid',
  [AUTH_MESSAGES.cancelInvalid]: 'cancelInvalid',
  [AUTH_MESSAGES.cancelExpired]: 'cancelExpired',
  [AUTH_MESSAGES.emailTakenMeanwhile]: 'emailTakenMeanwhile',
  [AUTH_MESSAGES.oldEmailTaken]: 'oldEmailTaken',
  [AUTH_MESSAGES.noEmailChange]: 'noEmailChange',
  [AUTH_MESSAGES.resetExpired]: 'resetExpired',
  [AUTH_MESSAGES.resetInvalid]: 'resetInvalid',
  [AUTH_MESSAGES.sendFailed]: 'sendFailed',
  [AUTH_MESSAGES.tooManyAttempts]: 'tooManyAttempts',
  [AUTH_MESSAGES.notSignedIn]: 'notSignedIn',
  [AUTH_MESSAGES.sessionExpired]: 'sessionExpired',
  [AUTH_MESSAGES.csrfInvalid]: 'csrfInvalid',
  [SETTINGS_IMPORT_MESSAGES.notObject]: 'importNotObject',
  [SETTINGS_IMPORT_MESSAGES.missingRequired]: 'importMissingRequired',
  [SETTINGS_IMPORT_MESSAGES.invalidGeneral]: 'importInvalidGeneral',
  [SETTINGS_IMPORT_MESSAGES.missingProperty('theme')]: 'importMissingTheme',
  [SETTINGS_IMPORT_MESSAGES.missingProperty('auto_processing')]: 'importMissingAutoProcessing',
  [SETTINGS_IMPORT_MESSAGES.missingProperty('detection_threshold')]: 'importMissingThreshold',
  [SETTINGS_IMPORT_MESSAGES.missingProperty('use_banlist_for_detection')]:
    'importMissingUseBanlist',
  [SETTINGS_IMPORT_MESSAGES.typesMismatch]: 'importTypesMismatch',
  [SETTINGS_IMPORT_MESSAGES.invalidTheme]: 'invalidTheme',
  [SETTINGS_IMPORT_MESSAGES.invalidThreshold]: 'importInvalidThreshold',
  [SETTINGS_IMPORT_MESSAGES.invalidProcessingLocation]: 'importInvalidProcessingLocation',
  [PROCESSING_LOCATION_MESSAGE]: 'processingLocationInvalid',
  [SETTINGS_IMPORT_MESSAGES.invalidBanList]: 'importInvalidBanList',
  [SETTINGS_IMPORT_MESSAGES.wordsNotStrings]: 'importWordsNotStrings',
  [SETTINGS_IMPORT_MESSAGES.invalidPatterns]: 'importInvalidPatterns',
  [SETTINGS_IMPORT_MESSAGES.invalidEntities]: 'importInvalidEntities',
  [SETTINGS_IMPORT_MESSAGES.wrongFileType]: 'importWrongType',
  [SETTINGS_IMPORT_MESSAGES.tooLarge]: 'importTooLarge',
  [SETTINGS_IMPORT_MESSAGES.unparsable]: 'importUnparsable',
  [SETTINGS_IMPORT_MESSAGES.failed]: 'importFailed',
  [ENTITY_MESSAGES.someExist]: 'entitiesSomeExist',
  [ENTITY_MESSAGES.notFound]: 'entityNotFound',
  [ENTITY_MESSAGES.predefined]: 'entityPredefined',
  [PATTERN_MESSAGES.duplicate]: 'patternDuplicate',
  [PATTERN_MESSAGES.notFound]: 'patternNotFound',
  [BAN_LIST_MESSAGES.someExist]: 'banWordsSomeExist',
  [PREMIUM_MESSAGE]: 'premiumRequired',
  'Search pattern cannot be empty': 'patternEmpty',
  [`Search pattern must be at most ${searchPattern.max} characters`]: 'patternTooLong',
  [controlCharactersMessage('Search pattern')]: 'patternControl',
  'Invalid regular expression': 'invalidRegex',
  'Word cannot be empty': 'wordEmpty',
  [`Word must be at most ${banWord.max} characters`]: 'wordTooLong',
  [controlCharactersMessage('Word')]: 'wordControl',
  'Organization name is required': 'orgNameRequired',
  [`Organization name must be at least ${organizationName.min} characters`]: 'orgNameTooShort',
  [`Organization name must be at most ${organizationName.max} characters`]: 'orgNameTooLong',
  'Organization name may only contain letters, numbers, spaces and common punctuation':
    'orgNameChars',
  [controlCharactersMessage('Organization name')]: 'orgNameControl',
  'Domain is required': 'domainRequired',
  'Invalid domain format': 'domainInvalid',
  [`Domain must be at least ${domain.min} characters`]: 'domainTooShort',
  [`Domain must be at most ${domain.max} characters`]: 'domainTooLong',
  [ORGANIZATION.notFound]: 'orgNotFound',
  [ORGANIZATION.notMember]: 'orgNotMember',
  [ORGANIZATION.alreadyOwner]: 'orgAlreadyOwner',
  [ORGANIZATION.ownerOnly]: 'orgOwnerOnly',
  [ORGANIZATION.managersOnly]: 'orgManagersOnly',
  [ORGANIZATION.subscriptionManagersOnly]: 'orgSubscriptionManagersOnly',
  [ORGANIZATION.ownerProtected]: 'orgOwnerProtected',
  [ORGANIZATION.adminsByOwner]: 'orgAdminsByOwner',
  [ORGANIZATION.userNotFound]: 'orgUserNotFound',
  [ORGANIZATION.alreadyMember]: 'orgAlreadyMember',
  [ORGANIZATION.alreadyInvited]: 'orgAlreadyInvited',
  [ORGANIZATION.invitationNotFound]: 'orgInvitationNotFound',
  [ORGANIZATION.invitationExpired]: 'orgInvitationExpired',
  [ORGANIZATION.memberNotFound]: 'orgMemberNotFound',
  [ORGANIZATION.domainNotFound]: 'orgDomainNotFound',
  [ORGANIZATION.domainExists]: 'orgDomainExists',
  [ORGANIZATION.domainTaken]: 'orgDomainTaken',
  [ORGANIZATION.domainAlreadyVerified]: 'orgDomainAlreadyVerified',
  [ORGANIZATION.ownerHasMembers]: 'orgOwnerHasMembers',
  'The organization id is not valid': 'orgInvalidId',
  [PAYLOAD_MESSAGES.encryptionRequired]: 'payloadEncryptionRequired',
  [PAYLOAD_MESSAGES.keyUnknown]: 'payloadKeyUnknown',
  [PAYLOAD_MESSAGES.needsSession]: 'payloadNeedsSession',
  [PAYLOAD_MESSAGES.decryptionFailed]: 'payloadDecryptionFailed',
  [PAYLOAD_MESSAGES.replayed]: 'payloadReplayed',
  [PAYLOAD_MESSAGES.malformed]: 'payloadMalformed',
  [PAYLOAD_MESSAGES.invalidPublicKey]: 'payloadInvalidPublicKey',
  [ANSWER_DECRYPTION_FAILED]: 'answerDecryptionFailed',
  [ENCRYPTION_UNAVAILABLE_MESSAGE]: 'encryptionUnavailable',
  [ACCEPTED_FILES_MESSAGE]: 'acceptedFiles',
};

/** The message in the interface language when it is a known one, else as the server wrote it. */
export function localizeMessage(t: TFunction, message: string): string {
  // Messages with numbers or names in them are read back from the text, which every transport
  // keeps.
  const quota = readQuotaExceededMessage(message);
  if (quota !== null) {
    const { pages_used: used, pages_limit: limit, pages_needed: needed } = quota;
    return t('messages.quotaExceeded', { used, limit, needed });
  }
  // ON_DEVICE_REQUIRED names the organization; read back from the text the same way.
  const organization = readOnDeviceRequiredMessage(message);
  if (organization !== null) return t('messages.onDeviceRequired', { organization });
  const key = MESSAGE_KEYS[message];
  return key === undefined ? message : t(`messages.${key}`);
}

/** Codes whose message says nothing useful to the user; the caller's fallback is shown. */
const OPAQUE_CODES = new Set([
  'NETWORK_ERROR',
  'HTTP_ERROR',
  'INVALID_RESPONSE',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
]);

/** The server's message when it has one worth showing (spec §8), else the localized fallback. */
export function errorMessage(t: TFunction, error: unknown, fallback: string): string {
  if (error instanceof ApiError && !OPAQUE_CODES.has(error.code) && error.message !== '') {
    return localizeMessage(t, error.message);
  }
  return fallback;
}
