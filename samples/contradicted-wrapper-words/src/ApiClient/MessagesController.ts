// A client generated from the server's controllers (NSwag style): one method per action,
// its verb the controller's, the HTTP method the route's.
import axios from "axios";

export default class MessagesController {
    constructor() {}

    private apiBaseUrl: string = "api/Messages";

    // delete: api/Messages/${encodeURIComponent(id)}
    public delete_url(id: string): string {
        return `${this.apiBaseUrl}/${encodeURIComponent(id)}`;
    }

    public async delete(id: string): Promise<void> {
        // @expect DELETE /api/Messages/{id}
        return (await axios.delete(this.delete_url(id), null || undefined)).data as void;
    }

    // delete: api/Messages/* : every message of the mailbox
    public deleteAll_url(mailboxName: string): string {
        return `${this.apiBaseUrl}/*?mailboxName=${encodeURIComponent(mailboxName)}`;
    }

    public async deleteAll(mailboxName: string): Promise<void> {
        // @expect DELETE /api/Messages/*
        return (await axios.delete(this.deleteAll_url(mailboxName), null || undefined)).data as void;
    }

    // put: api/Messages : adds the mail it carries, a new message each time
    public import_url(mailboxName: string): string {
        return `${this.apiBaseUrl}?mailboxName=${encodeURIComponent(mailboxName)}`;
    }

    public async import(emlContent: string, mailboxName: string): Promise<string> {
        // @expect PUT /api/Messages
        return (await axios.put(this.import_url(mailboxName), emlContent, {
            headers: { 'Content-Type': 'message/rfc822' }
        })).data;
    }

    // post: api/Messages/send
    public send_url(to: string, subject: string): string {
        return `${this.apiBaseUrl}/send?to=${encodeURIComponent(to)}&subject=${encodeURIComponent(subject)}`;
    }

    public async send(to: string, subject: string, bodyHtml: string, attachments?: File[]): Promise<void> {
        // With attachments a multipart form, otherwise the HTML itself
        if (attachments && attachments.length > 0) {
            const formData = new FormData();
            formData.append('bodyHtml', bodyHtml);
            attachments.forEach(file => {
                formData.append('attachments', file);
            });
            // @expect POST /api/Messages/send
            return (await axios.post(this.send_url(to, subject), formData, {
                headers: { "Content-Type": "multipart/form-data" }
            })).data as void;
        } else {
            // @expect POST /api/Messages/send
            return (await axios.post(this.send_url(to, subject), bodyHtml || undefined, {
                headers: { "Content-Type": "text/html" }
            })).data as void;
        }
    }

    // post: api/Messages/{id}/note : a JSON note, labelled so
    public async annotate(id: string, note: { text: string }): Promise<void> {
        // @expect POST /api/Messages/{id}/note
        return (await axios.post(`${this.apiBaseUrl}/${encodeURIComponent(id)}/note`, note, {
            headers: { "Content-Type": "application/json" }
        })).data as void;
    }
}
