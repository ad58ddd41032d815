import React from "react";
import { useApi } from "./api";

export function Invoices({ id }: { id: string }) {
    const api = useApi();
    const remove = () => {
        // @expect DELETE /v2/invoices/{id}
        return api.delete(`/invoices/${id}`);
    };
    return <button onClick={remove}>Delete</button>;
}
