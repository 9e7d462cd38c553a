import { ZEmail, ZUsername, type TUser } from '@workbench/contracts';
import { useState } from 'react';
import { firstError } from '../../../lib/form-errors';
import { useAvailability } from '../../auth/use-availability';

/**
 * The profile form's values and rules: a changed username or e-mail must be valid and
 * available (checked as on sign-up), and a changed e-mail needs the current password.
 */
export function useProfileForm(user: TUser) {
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [password, setPassword] = useState('');
  const isUsernameChanged = username.trim() !== user.username;
  // The server keeps addresses in lower case.
  const isEmailChanged = email.trim().toLowerCase() !== user.email.toLowerCase();
  const usernameAvailability = useAvailability('username', username, isUsernameChanged);
  const emailAvailability = useAvailability('email', email, isEmailChanged);
  const usernameError = isUsernameChanged ? firstError(ZUsername, username) : undefined;
  const emailError = isEmailChanged ? firstError(ZEmail, email) : undefined;

  const canSave =
    (isUsernameChanged || isEmailChanged) &&
    usernameError === undefined &&
    emailError === undefined &&
    (!isUsernameChanged || usernameAvailability.status === 'available') &&
    (!isEmailChanged || (emailAvailability.status === 'available' && password !== ''));

  return {
    username,
    setUsername,
    email,
    setEmail,
    password,
    setPassword,
    isUsernameChanged,
    isEmailChanged,
    usernameAvailability,
    emailAvailability,
    usernameError,
    emailError,
    canSave,
  };
}
