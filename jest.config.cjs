// Every workspace with tests is one jest project; run a subset with --selectProjects <name...>.
module.exports = {
  projects: ['<rootDir>/server-kit', '<rootDir>/api', '<rootDir>/ai'],
};
