import { z } from 'zod';
import { personNameSchema } from '../../../../contract/me';
import { PASSWORD_ERRORS, passwordProblem } from '../../../../contract/password';
import { createUserSchema, optionalEmailSchema, type CreateUser, type UpdateUser, type User } from '../../../../contract/users';

/** The confirmation must repeat the password; its own code, translated by the users namespace. */
export const PASSWORD_MISMATCH = 'PASSWORD_MISMATCH';

const bothStrings = (value: unknown, a: string, b: string) =>
  typeof value === 'object' && value !== null && typeof (value as Record<string, unknown>)[a] === 'string' && typeof (value as Record<string, unknown>)[b] === 'string';

/**
 * The new-user form: the contract's createUserSchema field by field (so the browser and the
 * server name the same problems), plus the repeated password, which never leaves the browser.
 */
export const userCreateFormSchema = z
  .strictObject({ ...createUserSchema.shape, passwordConfirm: z.string() })
  .refine((value) => passwordProblem(value.password, value.username) !== PASSWORD_ERRORS.isUsername, {
    path: ['password'],
    message: PASSWORD_ERRORS.isUsername,
    when: ({ value }) => bothStrings(value, 'password', 'username'),
  })
  .refine((value) => value.password === value.passwordConfirm, {
    path: ['passwordConfirm'],
    message: PASSWORD_MISMATCH,
    // Checked while other fields are still wrong, so the person sees every problem at once.
    when: ({ value }) => bothStrings(value, 'password', 'passwordConfirm'),
  });
export type UserCreateFormInput = z.input<typeof userCreateFormSchema>;

export const emptyCreateForm = (): UserCreateFormInput => ({
  username: '',
  name: '',
  email: '',
  // No role until one is chosen: the schema says REQUIRED ("Pilih peran.").
  roleId: null as unknown as number,
  password: '',
  passwordConfirm: '',
});

/** The body of `POST /api/users`: everything but the confirmation. */
export function createBody(values: z.output<typeof userCreateFormSchema>): CreateUser {
  const { passwordConfirm: _confirm, ...body } = values;
  return body;
}

/**
 * The edit form: name, email, role, and an optional new password (an administrator's reset),
 * with the version it was loaded with. The username is fixed, but the password may not equal it.
 */
export function userEditFormSchema(username: string) {
  return z
    .strictObject({
      version: z.number().int().positive(),
      name: personNameSchema,
      email: optionalEmailSchema,
      roleId: createUserSchema.shape.roleId,
      password: z.string(),
      passwordConfirm: z.string(),
    })
    .refine((value) => value.password === '' || passwordProblem(value.password, username) === null, {
      path: ['password'],
      error: (issue) => passwordProblem(String((issue.input as { password?: unknown }).password ?? ''), username) ?? 'INVALID',
      when: ({ value }) => bothStrings(value, 'password', 'passwordConfirm'),
    })
    .refine((value) => value.password === value.passwordConfirm, {
      path: ['passwordConfirm'],
      message: PASSWORD_MISMATCH,
      when: ({ value }) => bothStrings(value, 'password', 'passwordConfirm'),
    });
}
export type UserEditFormInput = z.input<ReturnType<typeof userEditFormSchema>>;
export type UserEditFormOutput = z.output<ReturnType<typeof userEditFormSchema>>;

export const EDITABLE_FIELDS = ['name', 'email', 'roleId'] as const;

/** The edit form's starting values (the version travels separately). */
export const editValues = (user: User) => ({ name: user.name, email: user.email ?? '', roleId: user.roleId, password: '', passwordConfirm: '' });

/**
 * The body of `PATCH /api/users/:id` from what the form changed (the shared form sends only
 * those, with the version): the confirmation never leaves the browser, the password only when typed.
 */
export function updateBody(changed: Record<string, unknown>): UpdateUser {
  const { passwordConfirm: _confirm, password, ...body } = changed;
  return { ...(body as UpdateUser), ...(typeof password === 'string' && password !== '' ? { password } : {}) };
}
