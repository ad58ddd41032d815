"""Rule ``this.method-arguments``: a field a class method writes from its parameters holds
what the class's own ``this.<method>(…)`` calls pass, so a client created in an
``initialize(url)`` method called from the constructor keeps the base URL's path."""
from conftest import endpoints

CLIENT = """import Axios from 'axios';
class Client {
  constructor() {
    const base = `${window.App.root}/api/`;
    this.initialize(base);
  }
  initialize(url) {
    this.http = Axios.create({ baseURL: url });
  }
}
const client = new Client();
export const listMovies = () => client.http.get('movies');
"""


def test_the_constructor_call_fills_the_method_parameter(derive_files):
    contract = derive_files({"src/client.js": CLIENT})
    assert endpoints(contract) == {("GET", "/api/movies")}


def test_calls_that_disagree_leave_the_parameter_unshown(derive_files):
    source = CLIENT.replace("    this.initialize(base);\n",
                            "    this.initialize(base);\n  }\n  reset() {\n"
                            "    this.initialize('/v2/');\n")
    contract = derive_files({"src/client.js": source})
    assert endpoints(contract) == {("GET", "/movies")}
    assert contract["services"][0]["evidence"][0]["rule"] == "service.unresolved-base"


def test_a_method_the_class_never_calls_keeps_its_parameter(derive_files):
    source = CLIENT.replace("    this.initialize(base);\n", "")
    contract = derive_files({"src/client.js": source})
    assert endpoints(contract) == {("GET", "/movies")}
