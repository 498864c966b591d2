const BASE = "http://localhost:3211";
async function client(email) {
  let cookie = "";
  let csrf = "";
  const call = async (method, path, body, raw) => {
    const headers = { accept: "application/json", cookie };
    if (csrf) headers["x-csrf-token"] = csrf;
    if (body !== undefined && !raw) headers["content-type"] = "application/json";
    const res = await fetch(BASE + path, { method, headers, body: raw ? body : body === undefined ? undefined : JSON.stringify(body) });
    const set = res.headers.getSetCookie?.() ?? [];
    for (const c of set) { const kv = c.split(";")[0]; const [k] = kv.split("="); cookie = cookie.split("; ").filter(x => x && !x.startsWith(k + "=")).concat(kv).join("; "); }
    const tok = res.headers.get("x-csrf-token"); if (tok) csrf = tok;
    const text = await res.text();
    let json; try { json = JSON.parse(text); } catch { json = text; }
    return { status: res.status, code: res.headers.get("x-smarp-error-code"), json };
  };
  await call("GET", "/api/session");
  const login = await call("POST", "/auth/password", { email, password: "Sunny-Harbor-2026" });
  await call("GET", "/api/session");
  return { call, login };
}
export { client };
