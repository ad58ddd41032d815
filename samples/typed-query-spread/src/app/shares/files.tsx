"use client";
import type { AxiosRequestConfig } from "axios";
import { listShareFiles, listShareRecipients } from "../../http/endpoints/shares";

export default function ShareFiles({ id, config }: { id: string; config: AxiosRequestConfig }) {
  return (
    <div>
      <button onClick={() => listShareFiles(id, { page: 2 }, { timeout: 5000 })}>Files</button>
      <button onClick={() => listShareFiles(id, undefined, { params: { sort: "name" } })}>
        Sorted
      </button>
      <button onClick={() => listShareRecipients(id, config)}>Recipients</button>
    </div>
  );
}
