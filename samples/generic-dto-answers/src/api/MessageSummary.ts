export default class MessageSummary {
    constructor(id: string, subject: string) {
        this.id = id;
        this.subject = subject;
    }

    id: string;
    subject: string;
}

// A generic interface: its type argument put in alike.
export interface Page<T> {
    items: T[];
    next: string | null;
}
