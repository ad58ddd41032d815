// A generic class used as a DTO type: its members, with the type argument put in.
export default class PagedResult<Type> {
    constructor(currentPage: number, pageCount: number, results: Array<Type>) {
        this.currentPage = currentPage;
        this.pageCount = pageCount;
        this.results = results;
    }

    currentPage: number;
    pageCount: number;
    results: Array<Type>;
}
