import React, { createContext, useContext } from "react";
import axios, { AxiosInstance } from "axios";

export const ApiContext = createContext<AxiosInstance | null>(null);

const client = axios.create({ baseURL: "/v2" });

export function ApiProvider({ children }: { children: React.ReactNode }) {
    return <ApiContext.Provider value={client}>{children}</ApiContext.Provider>;
}

export function useApi(): AxiosInstance {
    return useContext(ApiContext)!;
}
