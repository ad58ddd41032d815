// Global namespaces: their types are used as Item.Movie without an import.
declare namespace Item {
  interface Movie {
    id: number;
    title: string;
    monitored: boolean;
  }

  interface MovieForm {
    id: number;
    monitored: boolean;
    profile?: number;
  }
}
