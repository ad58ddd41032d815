import axios from 'axios';

describe('task board', () => {
  beforeEach(() => {
    axios.post('http://localhost:5173/api/test/reset');
    cy.request('POST', '/api/tasks', { title: 'seeded', projectId: 1 });
  });

  it('shows seeded tasks', () => {
    cy.visit('/projects/1');
    cy.contains('seeded');
  });
});
