"""Finding 1: a credential written in a SQL statement without a credential name before it (IDENTIFIED BY,
positional VALUES) is output in clear. Usage: python3 build.py ROOT"""
import sys
from pathlib import Path
root = Path(sys.argv[1]); (root / "src").mkdir(parents=True, exist_ok=True)
(root / "package.json").write_text('{"name": "f1"}')
(root / "src/sql.js").write_text(
    "export const ib = () => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: \"CREATE USER bob IDENTIFIED BY 'idByPwQz7x'\"})});\n"
    "export const ip = () => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: \"INSERT INTO users (name, password) VALUES ('bob', 'insPosPwQz8')\"})});\n"
    "export const al = () => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: \"ALTER USER bob IDENTIFIED WITH mysql_native_password BY 'alIdPwQz5'\"})});\n"
    "export const gr = () => fetch('/api/query', {method: 'POST', body: JSON.stringify({query: \"INSERT INTO api_keys VALUES (1, 'apiKeyPosQz3')\"})});\n")
