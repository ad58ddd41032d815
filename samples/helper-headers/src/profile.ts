import axios from "axios"
import {createApi, fetchBaseQuery} from "@reduxjs/toolkit/query/react"
import Cookies from "js-cookie"
import {proxyHeaders} from "./headers"

export const api = createApi({
  baseQuery: fetchBaseQuery({
    baseUrl: "/api",
    prepareHeaders: (headers, {getState}) => {
      const state = getState() as {auth: {user: string | null}}
      if (state.auth.user) {
        headers.set("X-Forwarded-User", state.auth.user)
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

const client = axios.create({baseURL: "/api"})
client.interceptors.request.use(config => {
  config.headers["X-Remote-User"] = Cookies.get("remote_user")
  return config
})

export function getProfile() {
  // @expect GET /api/profile
  return client.get("/profile")
}

const files = axios.create({baseURL: "/files"})
files.defaults.headers.common = proxyHeaders()

export function getFile(fileId: string) {
  // @expect GET /files/{fileId}
  return files.get(`/${fileId}`)
}
