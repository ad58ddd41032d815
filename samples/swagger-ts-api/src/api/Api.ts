/* eslint-disable */
/* tslint:disable */
/*
 * ---------------------------------------------------------------
 * ## THIS FILE WAS GENERATED VIA SWAGGER-TYPESCRIPT-API        ##
 * ---------------------------------------------------------------
 */

import {
  ApiErrors,
  CreateTokenRequest,
  CreateTokenResponse,
  OrganizationList,
  UpdateMemberRequest,
} from "./data-contracts";
import { ContentType, HttpClient, RequestParams } from "./http-client";

export class Api<SecurityDataType = unknown> extends HttpClient<SecurityDataType> {
  /**
   * @description Lists the organizations of the current user.
   *
   * @name OrganizationList
   * @request GET:/api/v1/organizations
   * @secure
   */
  organizationList = (params: RequestParams = {}) =>
    // @expect GET /api/v1/organizations
    this.request<OrganizationList, ApiErrors>({
      path: `/api/v1/organizations`,
      method: "GET",
      secure: true,
      format: "json",
      ...params,
    });

  /**
   * @description Creates an API token in an organization.
   *
   * @name TokenCreate
   * @request POST:/api/v1/organizations/{org}/tokens
   * @secure
   */
  tokenCreate = (org: string, data: CreateTokenRequest, params: RequestParams = {}) =>
    // @expect POST /api/v1/organizations/{org}/tokens
    this.request<CreateTokenResponse, ApiErrors>({
      path: `/api/v1/organizations/${org}/tokens`,
      method: "POST",
      body: data,
      secure: true,
      type: ContentType.Json,
      format: "json",
      ...params,
    });

  /**
   * @description Changes the role of a member.
   *
   * @name MemberUpdate
   * @request PATCH:/api/v1/organizations/{org}/members/{member}
   * @secure
   */
  memberUpdate = Object.assign(
    (org: string, member: string, data: UpdateMemberRequest, params: RequestParams = {}) =>
      // @expect PATCH /api/v1/organizations/{org}/members/{member}
      this.request<void, ApiErrors>({
        path: `/api/v1/organizations/${org}/members/${member}`,
        method: "PATCH",
        body: data,
        secure: true,
        type: ContentType.Json,
        ...params,
      }),
    { operationId: "MemberUpdate" },
  );
}
