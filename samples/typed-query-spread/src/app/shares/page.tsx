"use client";
import { getShareForUpload, listShares, searchShares } from "../../http/endpoints/shares";

export default function SharesPage({ id, attempt }: { id: string; attempt?: string }) {
  return (
    <div>
      <button onClick={() => listShares({ page: 1 })}>List</button>
      <button onClick={() => getShareForUpload(id, attempt ? { password: attempt } : undefined)}>
        Open
      </button>
      <button onClick={() => searchShares({ q: "a" })}>Search</button>
    </div>
  );
}
