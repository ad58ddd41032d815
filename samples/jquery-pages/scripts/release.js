// Release script run by CI: node, not the page.
const { execSync } = require("child_process");

const version = execSync("git describe --tags").toString().trim();
// @expect-none
fetch("https://api.github.com/repos/acme/web/releases", {
  method: "POST",
  body: JSON.stringify({ tag_name: version }),
});
process.exit(0);
