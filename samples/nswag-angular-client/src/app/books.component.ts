import { Component } from '@angular/core';
import { BookServiceProxy, CreateBookDto, BookDto } from '../shared/service-proxies';
import { TodoItemsClient, MessagesClient } from '../shared/todo-client';

const todos = new TodoItemsClient();
const messages = new MessagesClient();

@Component({
    selector: 'app-books',
    template: '<ul><li *ngFor="let b of books">{{ b.title }}</li></ul>',
})
export class BooksComponent {
    books: BookDto[] = [];

    constructor(private _books: BookServiceProxy) {}

    list(keyword: string, genre: string, skipCount: number): void {
        this._books.getAll(keyword, genre, undefined, skipCount, 10).subscribe((result) => {
            this.books = result.items ?? [];
        });
    }

    open(id: number): void {
        this._books.get(id).subscribe((book) => this.books = [book]);
    }

    add(title: string, author: string, year: number): void {
        const dto = new CreateBookDto();
        dto.title = title;
        dto.author = author;
        dto.year = year;
        this._books.create(dto).subscribe();
    }

    save(id: number, dto: CreateBookDto): void {
        this._books.update(id, dto).subscribe();
    }

    remove(book: BookDto): void {
        this._books.delete(book.id).subscribe();
    }

    todoPage(listId: number, page: number): void {
        todos.getTodoItems(listId, page, 20);
    }

    dropMessage(id: string): void {
        messages.deleteMessage(id);
    }
}
