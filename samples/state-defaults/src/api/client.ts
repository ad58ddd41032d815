import axios from "axios"

export const r = axios.create({ baseURL: "/api" })
