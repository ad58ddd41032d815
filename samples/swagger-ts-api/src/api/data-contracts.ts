/* eslint-disable */
/* tslint:disable */
/*
 * ---------------------------------------------------------------
 * ## THIS FILE WAS GENERATED VIA SWAGGER-TYPESCRIPT-API        ##
 * ---------------------------------------------------------------
 */

export interface Organization {
  id: string;
  name: string;
}

export interface OrganizationList {
  rows: Organization[];
}

export interface CreateTokenRequest {
  /** A display name for the token. */
  name: string;
  /** Seconds until the token expires. */
  expiresIn?: number;
}

export interface CreateTokenResponse {
  token: string;
}

export interface UpdateMemberRequest {
  role: "OWNER" | "ADMIN" | "MEMBER";
}

export interface ApiErrors {
  errors: { description: string }[];
}
