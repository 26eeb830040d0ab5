import { z, type ZodType } from 'zod';
import type { TPermissionCode } from '../permissions/tree.ts';

/**
 * One call of the API, declared once: the server's route, the OpenAPI document and the web's typed client all
 * come from this object (DESIGN §8).
 */

/**
 * Who may call:
 * - none: anyone; user: any signed-in user; client: a client's owner or staff (provider staff get 403);
 * - owner: a client's owner only; staff: provider staff only; staffAdmin: provider staff with the admin role;
 * - staffSupervisor: provider staff with the supervisor role (the only ones who approve a count's adjustment).
 */
export type TAudience = 'none' | 'user' | 'client' | 'owner' | 'staff' | 'staffAdmin' | 'staffSupervisor';

/**
 * Provider staff roles: ops (warehouse and delivery work), supervisor (the floor's supervisor: ops work, and the
 * approval of a cycle count's adjustment), admin (ops work and configuration).
 */
export const STAFF_ROLES = ['ops', 'supervisor', 'admin'] as const;
export type TStaffRole = (typeof STAFF_ROLES)[number];

/**
 * Whose data the call touches. The route layer resolves one scope value from the token before the use case runs:
 * - none: no tenant data (sign-in, catalogue, master data);
 * - self: the caller's own account (profile, language, tokens);
 * - client: the caller's client (client users);
 * - acting: client users their own client; provider staff the client they name with `customerId` (required);
 * - provider: the provider's staff console: every client, or one when `customerId` is given.
 */
export type TTenantMode = 'none' | 'self' | 'client' | 'acting' | 'provider';

/** Envelope group: ffm, sso and ops answer code 0 on success, the shipping group (GHN-compatible) code 200. */
export type TCallGroup = 'ffm' | 'shiip' | 'sso' | 'ops';

export type THttpMethod = 'GET' | 'POST';

/** What a successful answer is: the JSON envelope, a file (xlsx, pdf), or a redirect (sign-in hops). */
export type TAnswerKind = 'json' | 'file' | 'redirect';

export interface TContract<
  B extends ZodType | undefined = ZodType | undefined,
  Q extends ZodType | undefined = ZodType | undefined,
  R extends ZodType = ZodType,
> {
  group: TCallGroup;
  /** one method, or several for calls that GHN clients send either way */
  method: THttpMethod | readonly THttpMethod[];
  path: string;
  summary: string;
  tags: readonly string[];
  audience: TAudience;
  /**
   * For client staff: every code is needed in the current shop (owners have all). Provider staff are governed
   * by the audience: they act for a client with every permission of the area. Empty: any caller of the audience.
   */
  permissions: readonly TPermissionCode[];
  tenant: TTenantMode;
  body?: B;
  query?: Q;
  /** the schema of the success envelope's `data` (for files and redirects: what the OpenAPI document shows) */
  response: R;
  answer?: TAnswerKind;
  /** a multipart body (file upload): the fields are read by the handler, not validated as JSON */
  multipart?: boolean;
  bodyLimit?: number;
}

/**
 * Declares a call. The const generic keeps the exact body, query and response schemas and the literal audience and
 * tenant mode, so the server's handler gets the right scope type and the web the right input and answer types.
 */
export function defineContract<const C extends TContract<ZodType | undefined, ZodType | undefined, ZodType>>(c: C): C {
  return c;
}

/** What a caller sends: the body's input type for POST calls, the query's for GET-only calls. */
export type TCallInput<C> =
  C extends TContract<infer B, infer Q, ZodType>
    ? B extends ZodType
      ? z.input<B>
      : Q extends ZodType
        ? z.input<Q>
        : Record<string, never> | undefined
    : never;

/** What the handler sees after validation (defaults filled in). */
export type TCallBody<C> = C extends TContract<infer B, ZodType | undefined, ZodType> ? (B extends ZodType ? z.output<B> : undefined) : never;
export type TCallQuery<C> = C extends TContract<ZodType | undefined, infer Q, ZodType> ? (Q extends ZodType ? z.output<Q> : undefined) : never;

/** The success envelope's `data`. */
export type TCallOutput<C> = C extends TContract<ZodType | undefined, ZodType | undefined, infer R> ? z.output<R> : never;

/** `data` of a call that answers nothing in particular. */
export const ZNoData = z.null();

/** `data` schema of file answers: the document shows the bytes. */
export const ZFileAnswer = z.string().describe('binary file (attachment)');

/**
 * An instant as it travels: an ISO 8601 string. Response schemas describe the JSON on the wire (the server's
 * Date objects become these strings when serialized, and the tests check the serialized answer).
 */
export const ZDateTime = z.string().describe('ISO 8601 date-time');
