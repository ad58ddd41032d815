// Portable error normaliser of the strict-export-v1 profile (test fixture copy).
const CATEGORIES = new Set(["input", "business", "authorization", "upstream", "network", "output-contract", "unknown-outcome"]);
const WRITES = new Set(["create", "update", "delete"]);

function text(value, fallback) {
  return typeof value === "string" && value.length > 0 ? value : fallback;
}

export function normalizeToolError(error, policy) {
  const source = error !== null && typeof error === "object" ? error : {};
  const category = CATEGORIES.has(source.category) ? source.category : "upstream";
  const code = text(source.code, "UNEXPECTED_ERROR");
  const message = text(source.message, "The operation failed.");
  const details = source.details === undefined ? null : source.details;
  const status = Number.isInteger(source.status) ? { status: source.status } : {};
  if (WRITES.has(policy.sideEffect)) {
    if (source.outcomeKnown === true) {
      return { category, code, message, details, retryable: false, outcomeKnown: true, ...status };
    }
    return {
      category: "unknown-outcome",
      code: "UNKNOWN_DISPATCH_OUTCOME",
      message: "The write may or may not have taken effect; reconcile before a new attempt.",
      details: { code, message, details },
      retryable: false,
      outcomeKnown: false,
      ...status,
    };
  }
  const retryable = policy.automaticRetry === "allowed" && (category === "network" || category === "upstream");
  return { category, code, message, details, retryable, outcomeKnown: source.outcomeKnown === true, ...status };
}
