// portable-error-normalizer.mjs: the canonical error normaliser of the strict-export-v1 profile.
// Byte-identical in every package code2skill exports; its sha256 is pinned in code2skill and in
// export-profile.json. No imports, no I/O.
//
// normalizeToolError(error, operationPolicy) → {category, code, message, details, retryable,
// outcomeKnown} (+ status when a response was received).
// - A create/update/delete without a trusted `outcomeKnown: true` (timeouts, resets, 5xx, anything
//   unmarked) is UNKNOWN_DISPATCH_OUTCOME, retryable false; the original error is kept in details.
// - A write with trusted `outcomeKnown: true` (a response-proven rejection, a failure before
//   dispatch) keeps its category, code, message and details, retryable false.
// - A read is retryable only when the policy allows automatic retry and the category is network
//   or upstream.

const CATEGORIES = new Set([
  "input",
  "business",
  "authorization",
  "upstream",
  "network",
  "output-contract",
  "unknown-outcome",
]);
const WRITES = new Set(["create", "update", "delete"]);
const RETRYABLE_READ_CATEGORIES = new Set(["network", "upstream"]);

function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function text(value, fallback) {
  return typeof value === "string" && value.length > 0 ? value : fallback;
}

function jsonValue(value) {
  if (value === undefined) {
    return null;
  }
  try {
    return JSON.parse(JSON.stringify(value));
  } catch {
    return null;
  }
}

function source(error) {
  if (isRecord(error) && CATEGORIES.has(error.category)) {
    return {
      category: error.category,
      code: text(error.code, "ERROR"),
      message: text(error.message, "The operation failed."),
      details: jsonValue(error.details),
      status: Number.isInteger(error.status) ? error.status : undefined,
      outcomeKnown: error.outcomeKnown === true && error.category !== "unknown-outcome",
    };
  }
  return {
    category: "upstream",
    code: "UNEXPECTED_ERROR",
    message: error instanceof Error ? text(error.message, "Unexpected error.") : "Unexpected error.",
    details: null,
    status: undefined,
    outcomeKnown: false,
  };
}

function withStatus(envelope, status) {
  if (status !== undefined) {
    envelope.status = status;
  }
  return envelope;
}

export function normalizeToolError(error, operationPolicy) {
  const failure = source(error);
  const policy = isRecord(operationPolicy) ? operationPolicy : {};
  if (WRITES.has(policy.sideEffect) || !isRecord(operationPolicy)) {
    if (failure.outcomeKnown) {
      return withStatus({
        category: failure.category,
        code: failure.code,
        message: failure.message,
        details: failure.details,
        retryable: false,
        outcomeKnown: true,
      }, failure.status);
    }
    return withStatus({
      category: "unknown-outcome",
      code: "UNKNOWN_DISPATCH_OUTCOME",
      message: "The request may or may not have taken effect; reconcile with a read before any new attempt.",
      details: {
        category: failure.category,
        code: failure.code,
        message: failure.message,
        details: failure.details,
      },
      retryable: false,
      outcomeKnown: false,
    }, failure.status);
  }
  return withStatus({
    category: failure.category,
    code: failure.code,
    message: failure.message,
    details: failure.details,
    retryable: policy.automaticRetry === "allowed" && RETRYABLE_READ_CATEGORIES.has(failure.category),
    outcomeKnown: failure.outcomeKnown,
  }, failure.status);
}
