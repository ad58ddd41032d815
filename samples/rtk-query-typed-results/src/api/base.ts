import { createApi, fetchBaseQuery } from "@reduxjs/toolkit/query/react";
import type { BaseQueryFn, FetchArgs } from "@reduxjs/toolkit/query/react";
import { serialize } from "object-to-formdata";

export interface ClosetArgs extends FetchArgs {
  multipart?: boolean;
  urlEncoded?: boolean;
}

const closetBaseQuery: BaseQueryFn<string | ClosetArgs> = async (args, api, extraOptions) => {
  const { origin, token } = (api.getState() as any).session;
  if (typeof args !== "string") {
    if (args.multipart) {
      args.body = serialize(args.body);
    }
    if (args.urlEncoded) {
      args.body = new URLSearchParams(args.body);
    }
    delete args.multipart;
    delete args.urlEncoded;
  }
  return fetchBaseQuery({
    baseUrl: origin,
    prepareHeaders: (headers) => {
      headers.set("Authorization", `Bearer ${token}`);
      return headers;
    },
  })(args, api, extraOptions);
};

export const closetApi = createApi({
  reducerPath: "closet",
  baseQuery: closetBaseQuery,
  endpoints: () => ({}),
});
