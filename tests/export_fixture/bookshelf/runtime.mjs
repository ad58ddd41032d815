// placeholder of the bundled SDK runtime in this fixture
export {};
