"""Finding 2: one Preact class component whose request reads this.props (rule jsx.class-component-props),
rendered by N JSX elements of one function component, each passing its own endpoint.
Usage: python3 build.py ROOT N"""
import sys
from pathlib import Path
root, n = Path(sys.argv[1]), int(sys.argv[2])
(root / "src").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f2", "dependencies": {"preact": "10"}}')
(root / "src/Table.jsx").write_text("""import { h, Component } from 'preact';
export default class Table extends Component {
  componentDidMount() { this.fetchData(this.props); }
  fetchData(props) { return fetch(`/api/sites/${props.siteId}/stats/${props.endpoint}/agg`); }
  render() { return <div/>; }
}
""")
(root / "src/Dash.jsx").write_text("import { h } from 'preact';\nimport Table from './Table';\nexport const Dash = ({s}) => <main>\n"
                                   + "".join(f"<Table endpoint=\"e{i}\" siteId={{s.id}} />\n" for i in range(n)) + "</main>;\n")
