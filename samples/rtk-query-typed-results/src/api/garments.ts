import { closetApi } from "./base";
import { keyedBy } from "./transforms";
import type { ExportParams, Garment, NewGarment, Rental, Shelf } from "../types";

const garmentsApi = closetApi.injectEndpoints({
  endpoints: (build) => ({
    // @expect GET /api/v1/garments/{id}
    getGarment: build.query<Garment, string>({
      query: (id) => `/api/v1/garments/${id}`,
    }),
    // @expect GET /api/v1/garments
    listGarments: build.query<Shelf, void>({
      query: () => ({ url: "/api/v1/garments" }),
      transformResponse: (garments: Garment[], meta) => ({
        garments,
        total: Number(meta?.response?.headers.get("X-Total-Count")),
      }),
    }),
    // @expect GET /api/v1/rental_lists
    listRentals: build.query<Record<string, Rental>, void>({
      query: () => ({ url: "/api/v1/rental_lists" }),
      transformResponse: keyedBy<Rental>("id"),
    }),
    // @expect GET /api/v1/return_lists
    listReturns: build.query<Rental[], void>({
      query: () => ({ url: "/api/v1/return_lists" }),
    }),
    // @expect GET /api/v1/garments/count
    countGarments: build.query<number, void>({
      query: () => ({ url: "/api/v1/garments/count" }),
      transformResponse: (raw) => raw.count,
    }),
    // @expect POST /api/v1/garments
    addGarment: build.mutation<Garment, NewGarment>({
      query: (garment) => ({
        url: "/api/v1/garments",
        method: "POST",
        multipart: true,
        body: garment,
      }),
    }),
    // @expect POST /api/v1/garments
    importGarments: build.mutation<Garment[], Garment[]>({
      query: (rows) => ({
        url: "/api/v1/garments?import=true",
        method: "POST",
        multipart: true,
        body: {
          import: true,
          sheet: new Blob([JSON.stringify(rows)], { type: "application/json" }),
        },
      }),
    }),
    // @expect PUT /api/v1/garments/{id}/rating
    rateGarment: build.mutation<void, { id: string; stars: number }>({
      query: ({ id, stars }) => ({
        url: `/api/v1/garments/${id}/rating`,
        method: "PUT",
        urlEncoded: true,
        body: { stars },
      }),
    }),
    // @expect PATCH /api/v1/garments/{id}
    renameGarment: build.mutation<Garment, { id: string; title: string }>({
      query: ({ id, title }) => ({
        url: `/api/v1/garments/${id}`,
        method: "PATCH",
        body: { title },
      }),
    }),
    // @expect POST /api/v1/garments/{id}/archive
    archiveGarment: build.mutation<Garment, { id: string; note: string; asForm: boolean }>({
      query: ({ id, note, asForm }) => ({
        url: `/api/v1/garments/${id}/archive`,
        method: "POST",
        multipart: asForm,
        body: { note },
      }),
    }),
    exportList: build.mutation<string, ExportParams>({
      async queryFn(params, _api, _extra, baseQuery) {
        // @expect GET /api/v1/return_lists
        const res = await baseQuery({ url: `/api/v1/${params.kind}_lists` });
        if (res.error) {
          return { error: res.error };
        }
        return { data: JSON.stringify(res.data) };
      },
    }),
    accountQrCode: build.mutation<string, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        // @expect GET /api/v1/account/2fa/qr.png
        const res = await baseQuery({ url: "/api/v1/account/2fa/qr.png" });
        if (res.error) {
          return { error: res.error };
        }
        return { data: URL.createObjectURL(res.data as Blob) };
      },
    }),
  }),
});

export const {
  useGetGarmentQuery,
  useListGarmentsQuery,
  useListRentalsQuery,
  useListReturnsQuery,
  useCountGarmentsQuery,
  useAddGarmentMutation,
  useImportGarmentsMutation,
  useRateGarmentMutation,
  useRenameGarmentMutation,
  useArchiveGarmentMutation,
  useExportListMutation,
  useAccountQrCodeMutation,
} = garmentsApi;
