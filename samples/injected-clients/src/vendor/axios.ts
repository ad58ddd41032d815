import axios, { AxiosInstance } from "axios";
import { App, InjectionKey } from "vue";
import injectRequired from "~/functions/injectRequired";

const injectKey = Symbol() as InjectionKey<AxiosInstance>;
const injectKeySilent = Symbol() as InjectionKey<AxiosInstance>;

interface UseAxios {
    axios: AxiosInstance;
    axiosSilent: AxiosInstance;
}

export const useAxios = (): UseAxios => ({
    axios: injectRequired<AxiosInstance>(injectKey),
    axiosSilent: injectRequired<AxiosInstance>(injectKeySilent),
});

export default function installAxios(vueApp: App) {
    const instance = axios.create({ baseURL: "/api", headers: { "X-API-CSRF": "x" } });
    const silent = axios.create({ baseURL: "/api" });
    vueApp.provide(injectKey, instance);
    vueApp.provide(injectKeySilent, silent);
}
