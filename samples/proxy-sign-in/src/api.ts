import {createApi, fetchBaseQuery} from "@reduxjs/toolkit/query/react"
import Cookies from "js-cookie"

export const api = createApi({
  baseQuery: fetchBaseQuery({
    baseUrl: "/api",
    prepareHeaders: headers => {
      const user = Cookies.get("remote_user")
      if (user) {
        headers.set("Remote-User", user)
      }
      return headers
    }
  }),
  endpoints: build => ({
    // @expect GET /api/folders/
    listFolders: build.query<string[], void>({query: () => "/folders/"})
  })
})

export const {useListFoldersQuery} = api
