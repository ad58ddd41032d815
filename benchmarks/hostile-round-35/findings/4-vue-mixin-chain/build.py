"""Finding 4: a chain of N Vue mixins (M0 mixes in M1, M1 mixes in M2, …), each with its own data() URL table
and one method reading this.url.list, mixed into one component. Usage: python3 build.py ROOT N [data|nodata]"""
import sys
from pathlib import Path
root, n, kind = Path(sys.argv[1]), int(sys.argv[2]), (sys.argv[3] if len(sys.argv) > 3 else "data")
(root / "src/mixins").mkdir(parents=True, exist_ok=True); (root / "src/views").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f4", "dependencies": {"axios": "1.0.0", "vue": "2.7.0"}}')
for i in range(n):
    nxt = f"import M{i + 1} from './M{i + 1}';\n" if i + 1 < n else ""
    mixins = f"mixins: [M{i + 1}], " if i + 1 < n else ""
    data = f"data() {{ return {{ url: {{ list: '/api/m{i}' }} }} }}, " if kind == "data" else ""
    (root / f"src/mixins/M{i}.js").write_text(nxt + f"export default {{ {mixins}{data}methods: {{ load{i}() {{ return this.$http.get(this.url.list); }} }} }};\n")
(root / "src/views/Chain.vue").write_text(
    "<template><div @click=\"load\">x</div></template>\n<script>\nimport axios from 'axios';\nimport M0 from '../mixins/M0';\n"
    "export default {\n  mixins: [M0],\n  data() { return { x: 1 } },\n  methods: { load() { return axios.get(this.url.list); } },\n};\n</script>\n")
