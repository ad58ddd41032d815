"""Planted secrets: each form as source text plus the probes that must never appear in any output."""
SECRETS = {
 # name: (probe strings that must not appear, source snippet)
 "stripe": (["sk_live_51HxQ2bKc8Yw3Rt6Vn0Pz4Lm"], "export const payS = () => fetch('/api/pay', {method:'POST', headers:{Authorization:'Bearer sk_live_51HxQ2bKc8Yw3Rt6Vn0Pz4Lm'}});"),
 "stripe_body": (["rk_live_51Jz8Qw2Lm4Pz6Xc0Vb3Nn7Kt"], "export const payR = () => fetch('/api/charges', {method:'POST', body: JSON.stringify({api: 'rk_live_51Jz8Qw2Lm4Pz6Xc0Vb3Nn7Kt', amount: 5})});"),
 "slack_token": (["xoxb-2810382910-3829103829-Kq8Yz2Pw4Rt6Vn0Lm3Xc9Bd"], "export const slk = () => fetch('/api/notify', {method:'POST', headers:{'X-Slack':'xoxb-2810382910-3829103829-Kq8Yz2Pw4Rt6Vn0Lm3Xc9Bd'}});"),
 "slack_webhook": (["Zq8Yw2Pv4Rt6Nn0Lm3Xc9Bd7"], "export const hook = () => fetch('https://hooks.slack.com/services/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', {method:'POST', body: JSON.stringify({text:'hi'})});"),
 "jwt": (["SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c"], "export const me = () => fetch('/api/me', {headers:{'X-Token':'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c'}});"),
 "basic_url": (["Tr0ub4dor3Zq"], "export const adm = () => fetch('https://admin:Tr0ub4dor3Zq@api.example.com/v1/items');"),
 "pem": (["MIIEpAIBAAKCAQEA7bqX2Lm9Qz4Kp8Vw3Nr"], "const PK = `-----BEGIN RSA PRIVATE KEY-----\\nMIIEpAIBAAKCAQEA7bqX2Lm9Qz4Kp8Vw3Nr6Tz1Yc5Hb0Jd\\n-----END RSA PRIVATE KEY-----`;\nexport const sign = () => fetch('/api/sign', {method:'POST', body: JSON.stringify({doc: 'x', pem: PK})});"),
 "aws": (["AKIAZ7Q3XKPL4MNB2WQE", "wJalrXUtnFEMIK7MDENGbPxRfiCYzQ8Kp2Lw9"], "export const s3 = () => fetch('/api/s3', {method:'POST', body: JSON.stringify({id:'AKIAZ7Q3XKPL4MNB2WQE', sec:'wJalrXUtnFEMIK7MDENGbPxRfiCYzQ8Kp2Lw9'})});"),
 "github": (["ghp_Xq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4"], "export const gh = () => fetch('https://api.github.com/user', {headers:{Authorization:'token ghp_Xq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4'}});"),
 "google": (["AIzaSyD3k9Xq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5J"], "export const geo = (q) => fetch(`https://maps.googleapis.com/maps/api/geocode/json?address=${q}&key=AIzaSyD3k9Xq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5J`);"),
 "formdata_pw": (["Hunter2Qx7pL"], "export const up = () => { const fd = new FormData(); fd.append('username','bob'); fd.append('password','Hunter2Qx7pL'); return fetch('/api/login', {method:'POST', body: fd}); };"),
 "q_key": (["Kq7Vb2Zx9Lm4"], "export const q1 = () => fetch('/api/search?key=Kq7Vb2Zx9Lm4&q=a');"),
 "q_sig": (["Sg8Hn3Wc5Rt1"], "export const q2 = () => fetch('/api/files?sig=Sg8Hn3Wc5Rt1');"),
 "q_auth": (["Au4Jk6Pq2Xz8"], "export const q3 = () => fetch('/api/feed?auth=Au4Jk6Pq2Xz8');"),
 "q_pwd": (["Pd5Mn7Bv3Cx9"], "export const q4 = () => fetch('/api/enter?pwd=Pd5Mn7Bv3Cx9');"),
 "usp_pwd": (["Pw9Xq2Lm7Kb"], "const pwd = 'Pw9Xq2Lm7Kb';\nexport const q5 = () => fetch('/api/unlock?' + new URLSearchParams({pwd}));"),
 "body_pass": (["letmein2024"], "export const b1 = () => fetch('/api/b1', {method:'POST', body: JSON.stringify({user:'a', pass:'letmein2024'})});"),
 "body_pwd": (["qwertyPwd88"], "export const b2 = () => fetch('/api/b2', {method:'POST', body: JSON.stringify({pwd:'qwertyPwd88'})});"),
 "body_privateKey": (["pk9Zx2Lw7Qm4Rn"], "export const b3 = () => fetch('/api/b3', {method:'POST', body: JSON.stringify({privateKey:'pk9Zx2Lw7Qm4Rn'})});"),
 "body_credential": (["cr3Dx8Lq2Wz5"], "export const b4 = () => fetch('/api/b4', {method:'POST', body: JSON.stringify({credential:'cr3Dx8Lq2Wz5'})});"),
 "body_accessKey": (["ak7Mp2Xz9Qv4"], "export const b5 = () => fetch('/api/b5', {method:'POST', body: JSON.stringify({accessKey:'ak7Mp2Xz9Qv4'})});"),
 "body_signature": (["sg2Nv8Kx4Lp6"], "export const b6 = () => fetch('/api/b6', {method:'POST', body: JSON.stringify({signature:'sg2Nv8Kx4Lp6'})});"),
 "body_otp": (["73921584"], "export const b7 = () => fetch('/api/b7', {method:'POST', body: JSON.stringify({otp:'73921584'})});"),
 "body_pin": (["48213697"], "export const b8 = () => fetch('/api/b8', {method:'POST', body: JSON.stringify({pin: 48213697})});"),
 "body_key": (["ky5Tz9Wm3Qb7"], "export const b9 = () => fetch('/api/b9', {method:'POST', body: JSON.stringify({key:'ky5Tz9Wm3Qb7'})});"),
 "h_sig": (["hs4Qw8Ez2Rt6"], "export const h1 = () => fetch('/api/h1', {headers:{'X-Signature':'hs4Qw8Ez2Rt6'}});"),
 "h_access": (["ha7Yu3Io9Pa1"], "export const h2 = () => fetch('/api/h2', {headers:{'X-Access-Key':'ha7Yu3Io9Pa1'}});"),
 "h_auth": (["hx2Sd6Fg8Hj4"], "export const h3 = () => fetch('/api/h3', {headers:{'X-Auth':'hx2Sd6Fg8Hj4'}});"),
 "h_client": (["hc9Kl3Zx5Cv7"], "export const h4 = () => fetch('/api/h4', {headers:{'X-Client-Key':'hc9Kl3Zx5Cv7'}});"),
 "gql_pw": (["Gq7Lp2Xw9Zr"], "export const gq = () => fetch('/graphql', {method:'POST', body: JSON.stringify({query: 'mutation { login(user: \"bob\", password: \"Gq7Lp2Xw9Zr\") { token } }'})});"),
 # new realistic forms
 "btoa_basic": (["Bt0aPass77x"], "export const bb = () => fetch('/api/bb', {headers:{Authorization: 'Basic ' + btoa('admin:Bt0aPass77x')}});"),
 "env_fallback": (["sk_test_4eC39HqLyjWDarjtT1zdp7dc"], "const KEY = process.env.STRIPE_KEY || 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';\nexport const ef = () => fetch('/api/ef', {headers:{Authorization: `Bearer ${KEY}`}});"),
 "imported_const": (["imp0rtedS3cretZq"], None),  # planted in config.ts, used from api
 "ws_token": (["wsT0k3nQz8Lm"], "export const ws = () => new WebSocket('wss://rt.example.com/socket?token=wsT0k3nQz8Lm');"),
 "cookie": (["ck5Sess9Qz2Lm8"], "export const ck = () => fetch('/api/ck', {headers:{Cookie:'session=ck5Sess9Qz2Lm8'}});"),
 "path_secret": (["sk_live_99ZxQw2Lm4Pz6Xc0Vb3Nn7Kt"], "export const ps = () => fetch('/api/keys/sk_live_99ZxQw2Lm4Pz6Xc0Vb3Nn7Kt/revoke', {method:'POST'});"),
 "axios_auth": (["axP4ssw0rd9Q"], "import axios from 'axios';\nexport const ax = () => axios.get('/api/ax', {auth: {username: 'admin', password: 'axP4ssw0rd9Q'}});"),
 "client_secret": (["cs_9Xq2Lm7Kb4Pz8Wv3"], "export const tok = () => fetch('/oauth/token', {method:'POST', body: new URLSearchParams({grant_type:'client_credentials', client_id:'app', client_secret:'cs_9Xq2Lm7Kb4Pz8Wv3'})});"),
 "sendgrid": (["SG.Xq7Lm2Pz9Kb4Vw8Nr3Tc6Y.d1Hf5Jg0Sa2Qe4Xq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5J"], "export const sg = () => fetch('https://api.sendgrid.com/v3/mail/send', {method:'POST', headers:{Authorization:'Bearer SG.Xq7Lm2Pz9Kb4Vw8Nr3Tc6Y.d1Hf5Jg0Sa2Qe4Xq7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5J'}});"),
 "template_pw": (["tplPassZ9q"], "const u='bob';\nexport const tp = () => fetch(`/api/tp?user=${u}&password=tplPassZ9q`);"),
 "error_msg": (["errS3cr3tZq8"], "export const em = async () => { const r = await fetch('/api/em', {headers:{'X-Api-Key':'errS3cr3tZq8'}}); if (!r.ok) throw new Error('failed with key errS3cr3tZq8'); };"),
 "filename_secret": (["AKIAQ3XKPL4MNB2WQEZ7"], None),  # a file named after a key
}
# secrets written in htmx attributes and page templates (round 34): name -> (probe, markup)
SECRET_HTML = {
    "hx_headers_bearer": ("sk_live_51HxQ2bKc8Yw3Rt6Vn0Pz4Lx", "<button hx-post=\"/api/pay\" hx-headers='{\"Authorization\": \"Bearer sk_live_51HxQ2bKc8Yw3Rt6Vn0Pz4Lx\"}'>x</button>"),
    "hx_headers_apikey": ("hxK3yQz8Lm2Pw7", "<button hx-post=\"/api/k\" hx-headers='{\"X-Api-Key\": \"hxK3yQz8Lm2Pw7\"}'>x</button>"),
    "hx_headers_js": ("ghp_Hx7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4", "<button hx-post=\"/api/js\" hx-headers='js:{\"X-Token\": \"ghp_Hx7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4\"}'>x</button>"),
    "hx_headers_invalid": ("xoxb-2810382910-3829103829-Hq8Yz2Pw4Rt6Vn0Lm3Xc9Bd", "<button hx-post=\"/api/inv\" hx-headers='{Authorization: Bearer xoxb-2810382910-3829103829-Hq8Yz2Pw4Rt6Vn0Lm3Xc9Bd}'>x</button>"),
    "hx_vals_password": ("hxPassw0rdQ9", "<button hx-post=\"/api/login\" hx-vals='{\"username\": \"bob\", \"password\": \"hxPassw0rdQ9\"}'>x</button>"),
    "hx_vals_js": ("hxJsS3cretZ7", "<button hx-post=\"/api/jv\" hx-vals='js:{password: \"hxJsS3cretZ7\"}'>x</button>"),
    "hx_vars": ("hxV4rsS3cret", "<button hx-post=\"/api/vars\" hx-vars='token: \"hxV4rsS3cret\"'>x</button>"),
    "hx_vals_aws": ("AKIAZ7Q3XKPL4MNB2HXV", "<button hx-post=\"/api/s3\" hx-vals='{\"id\": \"AKIAZ7Q3XKPL4MNB2HXV\"}'>x</button>"),
    "hx_url_token": ("hxT0kenQz8Lm", "<a hx-get=\"/api/feed?token=hxT0kenQz8Lm\">feed</a>"),
    "hx_url_basic": ("HxTr0ub4dor3", "<a hx-get=\"https://admin:HxTr0ub4dor3@api.example.com/v1/x\">x</a>"),
    "hx_url_jwt": ("SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5H", "<a hx-get=\"/api/me?jwt=eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5H\">x</a>"),
    "hx_include_secret": ("ghp_Inc7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4", "<button hx-post=\"/api/inc\" hx-include=\"closest form, [data-k='ghp_Inc7Lm2Pz9Kb4Vw8Nr3Tc6Yd1Hf5Jg0Sa2Qe4']\">x</button>"),
    "hx_confirm_secret": ("sk_live_51ConfirmKc8Yw3Rt6Vn0Pz4L", "<button hx-delete=\"/api/keys/1\" hx-confirm=\"Revoke key sk_live_51ConfirmKc8Yw3Rt6Vn0Pz4L?\">x</button>"),
    "hidden_input_pw": ("hiddenPwQz7", "<form hx-post=\"/api/login2\"><input name=\"user\"><input type=\"hidden\" name=\"password\" value=\"hiddenPwQz7\"></form>"),
    "form_action_secret": ("fA0ctionK3y9", "<form hx-post=\"/api/hook?api_key=fA0ctionK3y9\"><input name=\"q\"></form>"),
    "hx_path_secret": ("sk_live_99HxQw2Lm4Pz6Xc0Vb3Nn7Kt", "<button hx-post=\"/api/keys/sk_live_99HxQw2Lm4Pz6Xc0Vb3Nn7Kt/revoke\">x</button>"),
    "razor_secret": ("r4zorS3cretQ", "<button hx-post=\"/api/r/@Model.Id\" hx-headers='{\"X-Auth-Token\": \"r4zorS3cretQ\"}'>x</button>"),
    "field_name_secret": ("AKIAQ3XKPL4MNB2FIELD", "<form hx-post=\"/api/f\"><input name=\"AKIAQ3XKPL4MNB2FIELD\"></form>"),
    "sql_hx_vals": ("sqlPwQz8Lm2", "<button hx-post=\"/api/query\" hx-vals='{\"sql\": \"UPDATE users SET password = \\u0027sqlPwQz8Lm2\\u0027 WHERE id = 1\"}'>x</button>"),
}
CONFIG_TS = "export const TOKEN = 'imp0rtedS3cretZq';\n"
IMPORTER = "import { TOKEN } from './config';\nexport const ic = () => fetch('/api/ic', {headers:{'X-Api-Token': TOKEN}});\n"
FILENAME_SECRET = ("src/AKIAQ3XKPL4MNB2WQEZ7.ts", "export const fn = () => fetch('/api/fn');\n")

def tree_files(names=None):
    files = {"package.json": '{"name":"planted","dependencies":{"axios":"1.0.0"}}'}
    lines = []
    for n, (probes, src) in SECRETS.items():
        if names and n not in names: continue
        if src: lines.append(src)
    files["src/api.ts"] = "\n".join(lines) + "\n"
    if not names or "imported_const" in names:
        files["src/config.ts"] = CONFIG_TS; files["src/use.ts"] = IMPORTER
    if not names or "filename_secret" in names:
        files[FILENAME_SECRET[0]] = FILENAME_SECRET[1]
    return files

def probes(names=None):
    return {n: p for n, (p, _) in SECRETS.items() if not names or n in names}
