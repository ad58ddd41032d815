import { getContext, setContext } from "svelte";
import axios, { AxiosInstance } from "axios";

const KEY = "http";

export function provideClient() {
    setContext(KEY, axios.create({ baseURL: "/svc" }));
}

export function useClient(): AxiosInstance {
    return getContext<AxiosInstance>(KEY);
}
