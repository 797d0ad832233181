// Every workspace with tests is one jest project; run a subset with --selectProjects <name...>.
module.exports = {
  projects: ['<rootDir>/domain', '<rootDir>/shared-ui', '<rootDir>/shell', '<rootDir>/mfe-auth', '<rootDir>/server-kit', '<rootDir>/api', '<rootDir>/ai'],
};
