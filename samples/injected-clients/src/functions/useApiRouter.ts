import { computed, MaybeRefOrGetter, toValue } from "vue";

export function useApiRouter() {
    const getApiUrl = (suffix: MaybeRefOrGetter<string>) =>
        computed((): string => {
            const suffixValue = toValue(suffix);
            return `/admin${suffixValue}`;
        });

    return {
        getApiUrl,
    };
}
