import { inject } from "vue";
import type { AxiosInstance } from "axios";

// Nothing in the program provides "reportsClient": the calls are reviewed, not guessed.
export function useReportsClient(): AxiosInstance {
    return inject<AxiosInstance>("reportsClient")!;
}
