// The user module's public face: all that other modules and app.ts may import from it
// (docs/architecture.md "Module recipe", "Layers").
import { userRepository } from './user.repository.js';
export type { UserPatch } from './user.repository.js';

// What other modules (and the demo seed) may read or write of this module's rows, one name each; the
// rest of its repository stays inside.
/** Users and their logins, for sign-in, the account, staff access, one-time codes and the demo seed. */
export const setGoogleSubject = userRepository.setGoogleSubject;
export const countAccountsOfUser = userRepository.countAccountsOfUser;
export const insertUser = userRepository.insertUser;
export const findAccountWithUser = userRepository.findAccountWithUser;
export const findUserByEmail = userRepository.findUserByEmail;
export const setPasswordHash = userRepository.setPasswordHash;
export const deleteAccount = userRepository.deleteAccount;
export const deleteUser = userRepository.deleteUser;
export const updateUser = userRepository.updateUser;
export const countUsers = userRepository.countUsers;
export const findUserById = userRepository.findUserById;
export const clearPasswordTempOfUser = userRepository.clearPasswordTempOfUser;
export const insertAccount = userRepository.insertAccount;
export const findAccountByUserAndType = userRepository.findAccountByUserAndType;
