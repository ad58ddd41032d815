import { Member, Project, Projects, Draft, Settings } from './models';

const cache = new Map();

export function addMember(org, email) {
  const member = new Member({ org: org, email: email });
  // @expect POST /api/orgs/{org}/members
  return member.save();
}

export function renameMember(org, id, name) {
  const member = new Member({ org: org, id: id });
  // @expect PUT /api/orgs/{org}/members/{id}
  return member.save({ name: name });
}

export function removeMember(org, id) {
  // @expect DELETE /api/orgs/{org}/members/{id}
  return new Member({ org: org, id: id }).destroy();
}

export function createProject(name) {
  // @expect POST /api/projects
  return new Project().save({ name: name });
}

export function loadProject(id) {
  const project = new Project({ id: id });
  // @expect GET /api/projects/{id}
  return project.fetch();
}

export function recolour(id, color) {
  // @expect PATCH /api/projects/{id}
  return new Project({ id: id }).save({ color: color }, { patch: true });
}

export function listProjects(page) {
  const projects = new Projects();
  // @expect GET /api/projects
  return projects.fetch({ data: { page: page } });
}

export function addProject(name) {
  const projects = new Projects();
  // @expect POST /api/projects
  return projects.create({ name: name });
}

export function dropFirst() {
  const projects = new Projects();
  // @expect DELETE /api/projects/{id}
  return projects.first().destroy();
}

export function attachMember(org, id) {
  // save() sets its attributes first: with an id the model is saved, so this is an update
  // @expect PUT /api/orgs/{org}/members/{id}
  return new Member().save({ org: org, id: id });
}

export function saveSettings(theme) {
  // @expect PUT /api/settings
  return new Settings().save({ theme: theme });
}

export function traps(key) {
  // @expect-none
  cache.fetch(key);
  // @expect-none
  new Draft({ text: key }).save();
  // @expect-none
  return new Project().destroy();
}
