export const Project = {
  api: 'https://api.flags.example/api/v1/',
};
