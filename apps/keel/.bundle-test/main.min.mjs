import { createRequire as __cr } from "node:module";

const require = __cr(import.meta.url);
var G4 = Object.create;
var Bg = Object.defineProperty;
var B4 = Object.getOwnPropertyDescriptor;
var z4 = Object.getOwnPropertyNames;
var H4 = Object.getPrototypeOf,
  W4 = Object.prototype.hasOwnProperty;
var d = (e, t, r) => () => {
  if (r) throw r[0];
  try {
    return (e && (t = e((e = 0))), t);
  } catch (n) {
    throw ((r = [n]), n);
  }
};
var M = (e, t) => () => {
    try {
      return (t || e((t = { exports: {} }).exports, t), t.exports);
    } catch (r) {
      throw ((t = 0), r);
    }
  },
  _t = (e, t) => {
    for (var r in t) Bg(e, r, { get: t[r], enumerable: !0 });
  },
  V4 = (e, t, r, n) => {
    if ((t && typeof t == "object") || typeof t == "function")
      for (const o of z4(t))
        !W4.call(e, o) && o !== r && Bg(e, o, { get: () => t[o], enumerable: !(n = B4(t, o)) || n.enumerable });
    return e;
  };
var Oi = (e, t, r) => (
  (r = e != null ? G4(H4(e)) : {}), V4(t || !e || !e.__esModule ? Bg(r, "default", { value: e, enumerable: !0 }) : r, e)
);
function ZE(e, t = "error", r) {
  const n = { kind: t === "aborted" ? "aborted" : "unknown", message: e, retryable: !1 };
  return (r !== void 0 && (n.provider = r), n);
}
function zg(e) {
  return XE[e];
}
function Hg(e, t) {
  return t === "overloaded_error"
    ? "overloaded"
    : t === "rate_limit_error"
      ? "rate_limit"
      : t === "context_length_exceeded" || t === "request_too_large"
        ? "context_overflow"
        : e === 401 || e === 403
          ? "auth"
          : e === 408
            ? "timeout"
            : e === 413
              ? "context_overflow"
              : e === 429
                ? "rate_limit"
                : e === 503 || e === 529
                  ? "overloaded"
                  : e >= 400 && e < 500
                    ? "invalid_request"
                    : "unknown";
}
function If(e, t = Date.now()) {
  if (!e) return;
  const r = e.get("retry-after-ms");
  if (r !== null && r.trim() !== "" && Number.isFinite(Number(r))) return Math.max(0, Number(r));
  const n = e.get("retry-after");
  if (n === null || n.trim() === "") return;
  const o = Number(n);
  if (Number.isFinite(o)) return Math.max(0, o * 1e3);
  const s = Date.parse(n);
  return Number.isNaN(s) ? void 0 : Math.max(0, s - t);
}
var XE,
  Q,
  Gt = d(() => {
    (XE = {
      rate_limit: !0,
      overloaded: !0,
      network: !0,
      timeout: !0,
      context_overflow: !1,
      auth: !1,
      invalid_request: !1,
      aborted: !1,
      unknown: !1,
    }),
      (Q = class extends Error {
        name = "ProviderError";
        kind;
        retryable;
        status;
        retryAfterMs;
        provider;
        constructor(t, r) {
          super(t.message, r),
            (this.kind = t.kind),
            (this.retryable = t.retryable ?? (XE[t.kind] || (t.status !== void 0 && t.status >= 500))),
            t.status !== void 0 && (this.status = t.status),
            t.retryAfterMs !== void 0 && (this.retryAfterMs = t.retryAfterMs),
            t.provider !== void 0 && (this.provider = t.provider);
        }
        toInfo() {
          const t = { kind: this.kind, message: this.message, retryable: this.retryable };
          return (
            this.status !== void 0 && (t.status = this.status),
            this.retryAfterMs !== void 0 && (t.retryAfterMs = this.retryAfterMs),
            this.provider !== void 0 && (t.provider = this.provider),
            t
          );
        }
      });
  });
function Ko() {
  return {
    input: 0,
    output: 0,
    cacheRead: 0,
    cacheWrite: 0,
    totalTokens: 0,
    cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, total: 0 },
  };
}
function Ur(e, t) {
  const r = (o, s) => (o * s) / 1e6,
    n = {
      input: r(e.cost.input, t.input),
      output: r(e.cost.output, t.output),
      cacheRead: r(e.cost.cacheRead, t.cacheRead),
      cacheWrite: r(e.cost.cacheWrite, t.cacheWrite),
      total: 0,
    };
  return ((n.total = n.input + n.output + n.cacheRead + n.cacheWrite), (t.cost = n), n);
}
var xo = d(() => {});
function Wg(e, t = Date.now()) {
  return {
    role: "assistant",
    content: [],
    api: e.api,
    provider: e.provider,
    model: e.id,
    usage: Ko(),
    stopReason: "stop",
    timestamp: t,
  };
}
function gr(e, t, r) {
  const n = Vg(t, r, e.provider);
  return { ...Wg(e), stopReason: r ?? (n.kind === "aborted" ? "aborted" : "error"), errorMessage: n.message, error: n };
}
function Vg(e, t, r) {
  return typeof e == "string" ? ZE(e, t, r) : { ...e };
}
var $u = d(() => {
  Gt();
  xo();
});
var $f,
  QE = d(() => {
    $f = class {
      word = "";
      index = 0;
      value = null;
      done = !1;
      begin(t, r) {
        (this.word = t), (this.value = r), (this.index = 1), (this.done = !1);
      }
      read(t, r) {
        let n = this.word,
          o = r;
        for (; o < t.length; ) {
          if (t.charCodeAt(o) !== n.charCodeAt(this.index)) return -(o + 1);
          if ((o++, ++this.index === n.length)) return ((this.done = !0), o);
        }
        return o;
      }
      expected() {
        return `'${this.word}'`;
      }
    };
  });
function Jg(e) {
  return e === 2 || e === 3 || e === 5 || e === 8;
}
var J4,
  bf,
  ew = d(() => {
    J4 = [
      "'-' or a digit",
      "a digit after '-'",
      "'.', 'e' or the end of the number (leading zeros are not allowed)",
      "a digit, '.', 'e' or the end of the number",
      "a digit after the decimal point",
      "a digit, 'e' or the end of the number",
      "'+', '-' or a digit in the exponent",
      "a digit in the exponent",
      "a digit or the end of the number",
    ];
    bf = class {
      state = 0;
      text = "";
      validLength = 0;
      int = 0;
      digits = 0;
      negative = !1;
      value = 0;
      begin() {
        (this.state = 0),
          (this.text = ""),
          (this.validLength = 0),
          (this.int = 0),
          (this.digits = 0),
          (this.negative = !1);
      }
      read(t, r) {
        let n = t.length,
          o = this.state,
          s = this.int,
          i = this.digits,
          a = -1;
        for (let c = r; c < n; c++) {
          let m = t.charCodeAt(c),
            p = m >= 48 && m <= 57,
            l = -1;
          switch (o) {
            case 0:
            case 1:
              m === 48
                ? (l = 2)
                : p
                  ? ((l = 3), (s = m - 48), (i = 1))
                  : m === 45 && o === 0 && ((l = 1), (this.negative = !0));
              break;
            case 2:
            case 3:
              if (p) o === 3 && ((l = 3), (s = s * 10 + (m - 48)), i++);
              else if (m === 46) l = 4;
              else if (m === 101 || m === 69) l = 6;
              else return i <= 15 ? ((this.value = this.negative ? -s : s), c) : this.end(t, r, c);
              break;
            case 4:
              l = p ? 5 : -1;
              break;
            case 5:
              if (p) l = 5;
              else if (m === 101 || m === 69) l = 6;
              else return this.end(t, r, c);
              break;
            case 6:
              l = p ? 8 : m === 43 || m === 45 ? 7 : -1;
              break;
            case 7:
              l = p ? 8 : -1;
              break;
            default:
              if (!p) return this.end(t, r, c);
              l = 8;
          }
          if (l < 0) return ((this.state = o), -(c + 1));
          (o = l), Jg(o) && (a = c + 1);
        }
        return (
          a > 0 && (this.validLength = this.text.length + (a - r)),
          (this.text += t.slice(r, n)),
          (this.state = o),
          (this.int = s),
          (this.digits = i),
          n
        );
      }
      get canEnd() {
        return Jg(this.state);
      }
      finalValue() {
        return Jg(this.state) ? Number(this.text) : void 0;
      }
      partialValue() {
        return this.validLength > 0 ? Number(this.text.slice(0, this.validLength)) : void 0;
      }
      expected() {
        return J4[this.state] ?? "a digit";
      }
      end(t, r, n) {
        return ((this.text += t.slice(r, n)), (this.value = Number(this.text)), n);
      }
    };
  });
function Yg(e, t) {
  if (t >= e.length) return "end of input";
  const r = e.charCodeAt(t);
  if (r < 32 || r === 127 || (r >= 55296 && r <= 57343))
    return `character U+${r.toString(16).toUpperCase().padStart(4, "0")}`;
  const n = e.charAt(t);
  return n === "'" ? `"'"` : `'${n}'`;
}
function tw(e, t, r) {
  return { message: `Unexpected ${e} at offset ${t}: expected ${r}`, offset: t, expected: r };
}
function rw(e, t) {
  return {
    message: `Unexpected end of input at offset ${e} (the text was cut off): expected ${t}`,
    offset: e,
    expected: t,
  };
}
var nw = d(() => {});
function X4(e) {
  if (e >= 48 && e <= 57) return e - 48;
  const t = e | 32;
  return t >= 97 && t <= 102 ? t - 97 + 10 : -1;
}
var Y4,
  Ef,
  ow = d(() => {
    Y4 = new Map([
      [34, '"'],
      [92, "\\"],
      [47, "/"],
      [98, "\b"],
      [102, "\f"],
      [
        110,
        `
`,
      ],
      [114, "\r"],
      [116, "	"],
    ]);
    Ef = class {
      value = "";
      high = -1;
      escape = 0;
      hex = 0;
      parts = [];
      closed = !1;
      begin() {
        (this.value = ""), (this.high = -1), (this.escape = 0), (this.closed = !1);
      }
      read(t, r) {
        const n = this.readPieces(t, r),
          { parts: o } = this;
        return (o.length > 0 && ((this.value += o.length === 1 ? o[0] : o.join("")), (o.length = 0)), n);
      }
      readPieces(t, r) {
        let n = t.length,
          o = r;
        for (; o < n; ) {
          if (this.escape !== 0) {
            if (((o = this.readEscape(t, o)), o < 0)) return o;
            continue;
          }
          let s = o,
            i = 0;
          for (; s < n && ((i = t.charCodeAt(s)), !(i === 34 || i === 92 || i < 32)); ) s++;
          if ((s > o && this.appendRun(t, o, s), s === n)) return n;
          if (i === 92) (this.escape = 1), (o = s + 1);
          else
            return i === 34
              ? (this.high >= 0 && (this.parts.push(String.fromCharCode(this.high)), (this.high = -1)),
                (this.closed = !0),
                s + 1)
              : -(s + 1);
        }
        return o;
      }
      appendRun(t, r, n) {
        this.high >= 0 && (this.parts.push(String.fromCharCode(this.high)), (this.high = -1));
        const o = t.charCodeAt(n - 1);
        o >= 55296 && o <= 56319
          ? ((this.high = o), n - 1 > r && this.parts.push(t.slice(r, n - 1)))
          : this.parts.push(t.slice(r, n));
      }
      readEscape(t, r) {
        let n = r;
        if (this.escape === 1) {
          const o = t.charCodeAt(n);
          if (o === 117) (this.escape = 2), (this.hex = 0), n++;
          else {
            const s = Y4.get(o);
            return s === void 0 ? -(n + 1) : ((this.escape = 0), this.appendCode(s.charCodeAt(0)), n + 1);
          }
        }
        for (; n < t.length; ) {
          const o = X4(t.charCodeAt(n));
          if (o < 0) return -(n + 1);
          if (((this.hex = this.hex * 16 + o), n++, ++this.escape === 6))
            return ((this.escape = 0), this.appendCode(this.hex), n);
        }
        return n;
      }
      expected() {
        return this.escape === 1
          ? `an escape character (one of " \\ / b f n r t u) after '\\'`
          : this.escape !== 0
            ? "a hex digit in a \\u escape (4 are required)"
            : `string content or '"' to close the string (control characters must be escaped, e.g. \\n)`;
      }
      appendCode(t) {
        this.high >= 0 && (this.parts.push(String.fromCharCode(this.high)), (this.high = -1)),
          t >= 55296 && t <= 56319 ? (this.high = t) : this.parts.push(String.fromCharCode(t));
      }
    };
  });
function sw(e, t, r) {
  t === "__proto__"
    ? Object.defineProperty(e, t, { value: r, writable: !0, enumerable: !0, configurable: !0 })
    : (e[t] = r);
}
var wf,
  Sf,
  iw = d(() => {
    wf = class {
      array;
      object;
      key = "";
      constructor(t, r) {
        (this.array = t), (this.object = r);
      }
    };
    Sf = class {
      root = void 0;
      stack = [];
      top = void 0;
      leafIndex = 0;
      get atTopLevel() {
        return this.top === void 0;
      }
      get inArray() {
        return this.top !== void 0 && this.top.array !== null;
      }
      openObject() {
        const t = {};
        this.attach(t), this.push(new wf(null, t));
      }
      openArray() {
        const t = [];
        this.attach(t), this.push(new wf(t, null));
      }
      close() {
        const { stack: t } = this;
        t.pop(), (this.top = t[t.length - 1]);
      }
      setKey(t) {
        this.top.key = t;
      }
      beginLeaf() {
        const t = this.top;
        t !== void 0 && t.array !== null && (this.leafIndex = t.array.length);
      }
      placeLeaf(t) {
        const r = this.top;
        r.array !== null ? (r.array[this.leafIndex] = t) : sw(r.object, r.key, t);
      }
      completeLeaf(t) {
        this.top === void 0 ? (this.root = t) : this.placeLeaf(t);
      }
      attach(t) {
        const r = this.top;
        r === void 0 ? (this.root = t) : r.array !== null ? r.array.push(t) : sw(r.object, r.key, t);
      }
      push(t) {
        this.stack.push(t), (this.top = t);
      }
    };
  });
function ny(e) {
  const t = e.finish();
  if (!t.ok) {
    const o = e.text;
    if (/^[ \t\n\r]*$/.test(o)) return { arguments: {} };
    const { offset: s, expected: i } = t.error,
      a = s >= o.length ? "but the text was cut off (incomplete JSON)" : `found ${Yg(o, s)}`;
    return { arguments: {}, argumentsError: `Invalid JSON in tool arguments at offset ${s}: expected ${i}, ${a}` };
  }
  const { value: r } = t;
  if (typeof r == "object" && r !== null && !Array.isArray(r)) return { arguments: r };
  const n = r === null ? "null" : Array.isArray(r) ? "an array" : `a ${typeof r}`;
  return { arguments: {}, argumentsError: `Invalid tool arguments: expected a JSON object, got ${n}` };
}
var bu,
  Xg,
  Zg,
  Qg,
  ey,
  Tf,
  ty,
  kf,
  Ci,
  ry,
  _f,
  vf,
  aw = d(() => {
    QE();
    ew();
    nw();
    ow();
    iw();
    (bu = 0),
      (Xg = 1),
      (Zg = 2),
      (Qg = 3),
      (ey = 4),
      (Tf = 5),
      (ty = 6),
      (kf = 7),
      (Ci = 8),
      (ry = 9),
      (_f = 10),
      (vf = class {
        chunks = [];
        joined = "";
        base = 0;
        mode = bu;
        tree = new Sf();
        error = void 0;
        result = void 0;
        leafActive = !1;
        string = new Ef();
        stringIsKey = !1;
        number = new bf();
        literal = new $f();
        feed(t) {
          if (!(typeof t != "string" || t.length === 0)) {
            if ((this.chunks.push(t), (this.result = void 0), this.mode !== _f))
              try {
                this.run(t);
              } catch (r) {
                (this.error = { message: `Internal JSON parser error: ${String(r)}`, offset: this.base, expected: "" }),
                  (this.mode = _f);
              }
            this.base += t.length;
          }
        }
        get value() {
          if (this.leafActive) {
            const t = this.mode === kf ? this.string.value : this.mode === Ci ? this.number.partialValue() : void 0;
            if (this.tree.atTopLevel) return t;
            t !== void 0 && this.tree.placeLeaf(t);
          }
          return this.tree.root;
        }
        get text() {
          const { chunks: t } = this;
          return (t.length > 0 && ((this.joined += t.length === 1 ? t[0] : t.join("")), (t.length = 0)), this.joined);
        }
        finish() {
          return (this.result === void 0 && (this.result = this.computeResult()), this.result);
        }
        computeResult() {
          return this.error !== void 0
            ? { ok: !1, error: this.error }
            : this.mode === ty
              ? { ok: !0, value: this.tree.root }
              : this.mode === Ci && this.tree.atTopLevel && this.number.canEnd
                ? { ok: !0, value: this.number.finalValue() }
                : { ok: !1, error: rw(this.base, this.expectedAtEnd()) };
        }
        run(t) {
          let r = t.length,
            n = 0;
          for (; n < r; )
            switch (this.mode) {
              case kf: {
                const o = this.string.read(t, n);
                if (o < 0) return void this.fail(t, -o - 1);
                this.string.closed && this.endString(), (n = o);
                break;
              }
              case Ci: {
                const o = this.number.read(t, n);
                if (o < 0) return void this.fail(t, -o - 1);
                o < r && this.completeLeaf(this.number.value), (n = o);
                break;
              }
              case ry: {
                const o = this.literal.read(t, n);
                if (o < 0) return void this.fail(t, -o - 1);
                this.literal.done && this.completeLeaf(this.literal.value), (n = o);
                break;
              }
              case _f:
                return;
              default:
                n = this.readStructure(t, n);
            }
        }
        readStructure(t, r) {
          let n = t.length,
            o = r,
            s = t.charCodeAt(o);
          for (; s === 32 || s === 10 || s === 13 || s === 9; ) {
            if (++o === n) return n;
            s = t.charCodeAt(o);
          }
          switch (this.mode) {
            case bu:
              return this.beginValue(t, o, s);
            case Xg:
              return s === 93 ? this.closeContainer(o) : this.beginValue(t, o, s);
            case Zg:
              return s === 125 ? this.closeContainer(o) : s === 34 ? this.beginString(!0, o) : this.fail(t, o);
            case Qg:
              return s === 34 ? this.beginString(!0, o) : this.fail(t, o);
            case ey:
              return s !== 58 ? this.fail(t, o) : ((this.mode = bu), o + 1);
            case Tf: {
              const i = this.tree.inArray;
              return s === 44
                ? ((this.mode = i ? bu : Qg), o + 1)
                : s === (i ? 93 : 125)
                  ? this.closeContainer(o)
                  : this.fail(t, o);
            }
            default:
              return this.fail(t, o);
          }
        }
        beginValue(t, r, n) {
          switch (n) {
            case 123:
              return (this.tree.openObject(), (this.mode = Zg), r + 1);
            case 91:
              return (this.tree.openArray(), (this.mode = Xg), r + 1);
            case 34:
              return this.beginString(!1, r);
            case 116:
              return this.beginLiteral("true", !0, r);
            case 102:
              return this.beginLiteral("false", !1, r);
            case 110:
              return this.beginLiteral("null", null, r);
            default:
              return n === 45 || (n >= 48 && n <= 57)
                ? (this.beginLeaf(), (this.mode = Ci), this.number.begin(), r)
                : this.fail(t, r);
          }
        }
        closeContainer(t) {
          return (this.tree.close(), (this.mode = this.tree.atTopLevel ? ty : Tf), t + 1);
        }
        beginLeaf() {
          (this.leafActive = !0), this.tree.beginLeaf();
        }
        completeLeaf(t) {
          (this.leafActive = !1), this.tree.completeLeaf(t), (this.mode = this.tree.atTopLevel ? ty : Tf);
        }
        beginString(t, r) {
          return ((this.stringIsKey = t), this.string.begin(), t || this.beginLeaf(), (this.mode = kf), r + 1);
        }
        endString() {
          const t = this.string.value;
          this.stringIsKey ? (this.tree.setKey(t), (this.mode = ey)) : this.completeLeaf(t);
        }
        beginLiteral(t, r, n) {
          return (this.beginLeaf(), (this.mode = ry), this.literal.begin(t, r), n + 1);
        }
        fail(t, r) {
          return (
            (this.error = tw(Yg(t, r), this.base + r, this.expectedHere())),
            (this.mode = _f),
            (this.leafActive = !1),
            t.length
          );
        }
        expectedHere() {
          switch (this.mode) {
            case bu:
              return "a JSON value";
            case Xg:
              return "a JSON value or ']'";
            case Zg:
              return "a double-quoted property name or '}'";
            case Qg:
              return "a double-quoted property name after ','";
            case ey:
              return "':' after property name";
            case Tf:
              return this.afterValueExpected();
            case kf:
              return this.string.expected();
            case Ci:
              return this.number.expected();
            case ry:
              return this.literal.expected();
            default:
              return "the end of input after the JSON value";
          }
        }
        afterValueExpected() {
          return this.tree.inArray ? "',' or ']' after array element" : "',' or '}' after property value";
        }
        expectedAtEnd() {
          return this.mode === Ci && this.number.canEnd ? this.afterValueExpected() : this.expectedHere();
        }
      });
  });
var Ai,
  oy = d(() => {
    $u();
    aw();
    xo();
    Ai = class {
      out;
      message;
      open = new Map();
      started = !1;
      ended = !1;
      constructor(t, r, n = Date.now) {
        (this.out = r), (this.message = Wg(t, n()));
      }
      get isEnded() {
        return this.ended;
      }
      get hasContent() {
        return this.message.content.length > 0;
      }
      start() {
        this.started || this.ended || ((this.started = !0), this.out.push({ type: "start", partial: this.message }));
      }
      reset() {
        this.ended || (this.open.clear(), (this.message.content.length = 0), (this.message.usage = Ko()));
      }
      startText() {
        return this.openBlock({ kind: "text", block: { type: "text", text: "" } });
      }
      startThinking(t) {
        return this.openBlock({ kind: "thinking", block: { type: "thinking", thinking: "", ...t } });
      }
      startToolCall(t, r, n) {
        const o = { type: "toolCall", id: t, name: r, arguments: {}, ...n };
        return this.openBlock({ kind: "toolCall", block: o, parser: new vf() });
      }
      delta(t, r) {
        const n = this.open.get(t);
        if (!(!n || this.ended || r === ""))
          switch (n.kind) {
            case "text":
              (n.block.text += r),
                this.out.push({ type: "text_delta", contentIndex: t, delta: r, partial: this.message });
              return;
            case "thinking":
              (n.block.thinking += r),
                this.out.push({ type: "thinking_delta", contentIndex: t, delta: r, partial: this.message });
              return;
            case "toolCall": {
              n.parser.feed(r);
              const o = n.parser.value;
              o !== null && typeof o == "object" && !Array.isArray(o) && (n.block.arguments = o),
                this.out.push({ type: "toolcall_delta", contentIndex: t, delta: r, partial: this.message });
              return;
            }
          }
      }
      block(t) {
        return this.open.get(t)?.block;
      }
      isOpen(t) {
        return this.open.has(t);
      }
      end(t) {
        const r = this.open.get(t);
        if (!(!r || this.ended))
          switch ((this.open.delete(t), r.kind)) {
            case "text":
              this.out.push({ type: "text_end", contentIndex: t, content: r.block.text, partial: this.message });
              return;
            case "thinking":
              this.out.push({
                type: "thinking_end",
                contentIndex: t,
                content: r.block.thinking,
                partial: this.message,
              });
              return;
            case "toolCall": {
              const n = ny(r.parser);
              (r.block.arguments = n.arguments),
                n.argumentsError !== void 0
                  ? (r.block.argumentsError = n.argumentsError)
                  : delete r.block.argumentsError,
                this.out.push({ type: "toolcall_end", contentIndex: t, toolCall: r.block, partial: this.message });
              return;
            }
          }
      }
      endAll() {
        for (const t of [...this.open.keys()].sort((r, n) => r - n)) this.end(t);
      }
      finish(t) {
        return this.ended
          ? this.message
          : (this.start(),
            this.endAll(),
            (this.ended = !0),
            (this.message.stopReason = t),
            this.out.push({ type: "done", reason: t, message: this.message }),
            this.message);
      }
      fail(t, r) {
        if (this.ended) return this.message;
        this.start();
        for (const [s, i] of this.open) {
          if (i.kind === "toolCall") {
            const a = ny(i.parser);
            (i.block.arguments = a.arguments),
              (i.block.argumentsError = a.argumentsError ?? "The stream ended before this tool call was complete.");
          }
          this.open.delete(s);
        }
        const n = Vg(t, r, this.message.provider),
          o = r ?? (n.kind === "aborted" ? "aborted" : "error");
        return (
          (this.ended = !0),
          (this.message.stopReason = o),
          (this.message.errorMessage = n.message),
          (this.message.error = n),
          this.out.push({ type: "error", reason: o, error: this.message }),
          this.message
        );
      }
      openBlock(t) {
        if (this.ended) return -1;
        this.start();
        const r = this.message.content.length;
        switch ((this.message.content.push(t.block), this.open.set(r, t), t.kind)) {
          case "text":
            this.out.push({ type: "text_start", contentIndex: r, partial: this.message });
            break;
          case "thinking":
            this.out.push({ type: "thinking_start", contentIndex: r, partial: this.message });
            break;
          case "toolCall":
            this.out.push({ type: "toolcall_start", contentIndex: r, partial: this.message });
            break;
        }
        return r;
      }
    };
  });
var Pf,
  mn,
  Eu = d(() => {
    (Pf = class {
      isFinal;
      extractResult;
      queue = [];
      head = 0;
      waiting;
      finished = !1;
      detached = !1;
      iterated = !1;
      resolveResult;
      resultPromise;
      constructor(t, r) {
        (this.isFinal = t),
          (this.extractResult = r),
          (this.resultPromise = new Promise((n) => {
            this.resolveResult = n;
          }));
      }
      get isDone() {
        return this.finished;
      }
      push(t) {
        this.finished ||
          (this.isFinal(t) && ((this.finished = !0), this.resolveResult(this.extractResult(t))),
          this.deliver(t),
          this.finished && this.closeWaiter());
      }
      end(t) {
        this.finished || ((this.finished = !0), t !== void 0 && this.resolveResult(t), this.closeWaiter());
      }
      result() {
        return this.resultPromise;
      }
      [Symbol.asyncIterator]() {
        if (this.iterated) throw new Error("EventStream supports a single consumer; it is already being iterated.");
        return (
          (this.iterated = !0),
          { next: () => this.next(), return: async () => (this.detach(), { done: !0, value: void 0 }) }
        );
      }
      next() {
        if (this.head < this.queue.length) {
          const t = this.queue[this.head];
          return (
            (this.queue[this.head] = void 0),
            this.head++,
            this.head > 1024 && this.head * 2 > this.queue.length && (this.queue.splice(0, this.head), (this.head = 0)),
            Promise.resolve({ done: !1, value: t })
          );
        }
        return this.finished || this.detached
          ? Promise.resolve({ done: !0, value: void 0 })
          : new Promise((t) => {
              this.waiting = t;
            });
      }
      deliver(t) {
        if (this.detached) return;
        const r = this.waiting;
        if (r) {
          (this.waiting = void 0), r({ done: !1, value: t });
          return;
        }
        this.queue.push(t);
      }
      closeWaiter() {
        const t = this.waiting;
        t && this.head >= this.queue.length && ((this.waiting = void 0), t({ done: !0, value: void 0 }));
      }
      detach() {
        (this.detached = !0), (this.queue.length = 0), (this.head = 0), this.closeWaiter();
      }
    }),
      (mn = class extends Pf {
        constructor() {
          super(
            (t) => t.type === "done" || t.type === "error",
            (t) => {
              if (t.type === "done") return t.message;
              if (t.type === "error") return t.error;
              throw new Error(`AssistantMessageEventStream: unexpected final event ${t.type}`);
            },
          );
        }
      });
  });
function Kr(e, t) {
  return t.map((r) => {
    const [n, o, s, i] = r.price,
      a = {
        id: r.id,
        name: r.name,
        api: e.api,
        provider: e.provider,
        baseUrl: e.baseUrl,
        reasoning: r.reasoning ?? e.reasoning,
        input: [...(r.input ?? e.input)],
        cost: { input: n, output: o, cacheRead: s, cacheWrite: i },
        contextWindow: r.contextWindow,
        maxTokens: r.maxTokens,
      },
      c = e.compat || r.compat ? { ...e.compat, ...r.compat } : void 0;
    return (c && (a.compat = c), a);
  });
}
var wu = d(() => {});
var uw,
  cw = d(() => {
    wu();
    uw = Kr(
      {
        provider: "anthropic",
        api: "anthropic-messages",
        baseUrl: "https://api.anthropic.com",
        reasoning: !0,
        input: ["text", "image"],
      },
      [
        {
          id: "claude-fable-5-2",
          name: "Claude Fable 5.2",
          contextWindow: 1e6,
          maxTokens: 128e3,
          price: [8, 40, 0.2, 10],
        },
        {
          id: "claude-opus-5-5",
          name: "Claude Opus 5.5",
          contextWindow: 1e6,
          maxTokens: 128e3,
          price: [4, 20, 0.2, 5],
        },
        {
          id: "claude-sonnet-5-5",
          name: "Claude Sonnet 5.5",
          contextWindow: 1e6,
          maxTokens: 128e3,
          price: [2, 10, 0.1, 2.5],
        },
        {
          id: "claude-haiku-5-5",
          name: "Claude Haiku 5.5",
          contextWindow: 1e6,
          maxTokens: 128e3,
          price: [0.1, 0.5, 0.01, 0.125],
        },
        {
          id: "claude-haiku-4-5-20251001",
          name: "Claude Haiku 4.5",
          contextWindow: 2e5,
          maxTokens: 64e3,
          price: [1, 5, 0.1, 1.25],
        },
      ],
    );
  });
var mw,
  fw = d(() => {
    wu();
    mw = Kr(
      {
        provider: "google",
        api: "google-generative-ai",
        baseUrl: "https://generativelanguage.googleapis.com",
        reasoning: !0,
        input: ["text", "image"],
      },
      [
        {
          id: "gemini-4-argon",
          name: "Gemini 4 Argon",
          contextWindow: 1048576,
          maxTokens: 65536,
          price: [2, 10, 0.1, 0],
        },
        {
          id: "gemini-4-neon",
          name: "Gemini 4 Neon",
          contextWindow: 1048576,
          maxTokens: 65536,
          price: [3, 15, 0.15, 0],
        },
        {
          id: "gemini-4-hydrogen",
          name: "Gemini 4 Hydrogen",
          contextWindow: 1048576,
          maxTokens: 65536,
          price: [1.5, 7.5, 0.075, 0],
        },
        {
          id: "gemini-3.8-flash",
          name: "Gemini 3.8 Flash",
          contextWindow: 1048576,
          maxTokens: 65536,
          price: [0.75, 3.75, 0.075, 0],
        },
        {
          id: "gemini-3.5-flash-lite",
          name: "Gemini 3.5 Flash-Lite",
          contextWindow: 1048576,
          maxTokens: 65536,
          price: [0.3, 2.5, 0.03, 0],
        },
      ],
    );
  });
var pw,
  lw = d(() => {
    wu();
    pw = Kr(
      {
        provider: "openai",
        api: "openai-responses",
        baseUrl: "https://api.openai.com/v1",
        reasoning: !0,
        input: ["text", "image"],
      },
      [
        { id: "gpt-6.2-astra", name: "GPT-6.2 Astra", contextWindow: 105e4, maxTokens: 128e3, price: [8, 40, 0.4, 10] },
        { id: "gpt-6.2-sol", name: "GPT-6.2 Sol", contextWindow: 105e4, maxTokens: 128e3, price: [2, 10, 0.1, 2.5] },
        {
          id: "gpt-6.1-terra",
          name: "GPT-6.1 Terra",
          contextWindow: 105e4,
          maxTokens: 128e3,
          price: [1, 5, 0.05, 1.25],
        },
        {
          id: "gpt-6-luna",
          name: "GPT-6 Luna",
          contextWindow: 105e4,
          maxTokens: 128e3,
          price: [0.1, 0.5, 0.01, 0.125],
        },
      ],
    );
  });
var Of,
  dw,
  hw,
  gw,
  yw,
  xw,
  Iw = d(() => {
    wu();
    (Of = { supportsDeveloperRole: !1, maxTokensField: "max_tokens" }),
      (dw = Kr(
        {
          provider: "groq",
          api: "openai-completions",
          baseUrl: "https://api.groq.com/openai/v1",
          reasoning: !1,
          input: ["text"],
          compat: { supportsDeveloperRole: !1 },
        },
        [
          {
            id: "openai/gpt-oss-120b",
            name: "GPT-OSS 120B (Groq)",
            contextWindow: 131072,
            maxTokens: 65536,
            price: [0.15, 0.6, 0, 0],
            reasoning: !0,
            compat: { reasoningField: "reasoning", supportsReasoningEffort: !0 },
          },
          {
            id: "openai/gpt-oss-20b",
            name: "GPT-OSS 20B (Groq)",
            contextWindow: 131072,
            maxTokens: 65536,
            price: [0.075, 0.3, 0, 0],
            reasoning: !0,
            compat: { reasoningField: "reasoning", supportsReasoningEffort: !0 },
          },
          {
            id: "llama-3.3-70b-versatile",
            name: "Llama 3.3 70B (Groq)",
            contextWindow: 131072,
            maxTokens: 32768,
            price: [0.59, 0.79, 0, 0],
          },
          {
            id: "llama-3.1-8b-instant",
            name: "Llama 3.1 8B (Groq)",
            contextWindow: 131072,
            maxTokens: 131072,
            price: [0.05, 0.08, 0, 0],
          },
        ],
      )),
      (hw = Kr(
        {
          provider: "deepseek",
          api: "openai-completions",
          baseUrl: "https://api.deepseek.com/v1",
          reasoning: !0,
          input: ["text"],
          compat: { ...Of, reasoningField: "reasoning_content", supportsReasoningEffort: !1 },
        },
        [
          {
            id: "deepseek-flash",
            name: "DeepSeek V4.1 Flash",
            contextWindow: 1e6,
            maxTokens: 384e3,
            price: [0.3, 1.2, 0.006, 0],
            input: ["text", "image"],
          },
          {
            id: "deepseek-v4-pro",
            name: "DeepSeek V4 Pro",
            contextWindow: 1e6,
            maxTokens: 384e3,
            price: [1.32, 3.96, 0.044, 0],
          },
        ],
      )),
      (gw = Kr(
        {
          provider: "xai",
          api: "openai-completions",
          baseUrl: "https://api.x.ai/v1",
          reasoning: !0,
          input: ["text", "image"],
          compat: { ...Of, supportsReasoningEffort: !0 },
        },
        [
          { id: "grok-4.7", name: "Grok 4.7", contextWindow: 5e5, maxTokens: 128e3, price: [2, 6, 0.5, 0] },
          { id: "grok-4.3", name: "Grok 4.3", contextWindow: 1e6, maxTokens: 128e3, price: [1.25, 2.5, 0.2, 0] },
        ],
      )),
      (yw = Kr(
        {
          provider: "openrouter",
          api: "openai-completions",
          baseUrl: "https://openrouter.ai/api/v1",
          reasoning: !0,
          input: ["text", "image"],
          compat: { ...Of, reasoningField: "reasoning" },
        },
        [
          {
            id: "anthropic/claude-sonnet-5.5",
            name: "Claude Sonnet 5.5 (OpenRouter)",
            contextWindow: 1e6,
            maxTokens: 128e3,
            price: [2, 10, 0.1, 2.5],
          },
          {
            id: "openai/gpt-6.1-terra",
            name: "GPT-6.1 Terra (OpenRouter)",
            contextWindow: 105e4,
            maxTokens: 128e3,
            price: [1, 5, 0.05, 1.25],
          },
          {
            id: "mistralai/mistral-medium-3-5",
            name: "Mistral Medium 3.5 (OpenRouter)",
            contextWindow: 262144,
            maxTokens: 256e3,
            price: [1.5, 7.5, 0.15, 0],
          },
        ],
      )),
      (xw = Kr(
        {
          provider: "mistral",
          api: "openai-completions",
          baseUrl: "https://api.mistral.ai/v1",
          reasoning: !0,
          input: ["text", "image"],
          compat: { ...Of, maxToolCallIdLength: 9, supportsUsageInStreaming: !1, supportsReasoningEffort: !1 },
        },
        [
          {
            id: "mistral-medium-latest",
            name: "Mistral Medium 3.5",
            contextWindow: 262144,
            maxTokens: 256e3,
            price: [1.5, 7.5, 0.15, 0],
          },
        ],
      ));
  });
var $w,
  bw = d(() => {
    cw();
    fw();
    lw();
    Iw();
    $w = [...pw, ...uw, ...mw, ...dw, ...hw, ...gw, ...yw, ...xw];
  });
function Ew(e) {
  return structuredClone(e);
}
function Su(e) {
  const t = new Map(Af.get(e));
  for (const [r, n] of Cf.get(e) ?? []) t.set(r, n);
  return [...t.values()].map(Ew);
}
function sy() {
  const e = new Set(Af.keys());
  for (const [t, r] of Cf) r.size > 0 && e.add(t);
  return [...e];
}
function ww(e) {
  return Ri.get(e);
}
function Sw(e, t = new Map()) {
  const r = [];
  for (const n of e) {
    const o = Cf.get(n.provider) ?? new Map();
    Cf.set(n.provider, o);
    const s = o.get(n.id),
      i = Ew(n);
    o.set(n.id, i),
      r.push(() => {
        o.get(n.id) === i && (s ? o.set(n.id, s) : o.delete(n.id));
      });
  }
  for (const [n, o] of t) {
    const s = Ri.get(n);
    Ri.set(n, o),
      r.push(() => {
        Ri.get(n) === o && (s === void 0 ? Ri.delete(n) : Ri.set(n, s));
      });
  }
  return () => {
    for (const n of r.reverse()) n();
  };
}
var Cf,
  Ri,
  Af,
  Rf = d(() => {
    bw();
    (Cf = new Map()), (Ri = new Map()), (Af = new Map());
    for (const e of $w) {
      const t = Af.get(e.provider) ?? new Map();
      Af.set(e.provider, t), t.set(e.id, e);
    }
  });
var _u = M((Se) => {
  Object.defineProperty(Se, "__esModule", { value: !0 });
  Se.regexpCode =
    Se.getEsmExportName =
    Se.getProperty =
    Se.safeStringify =
    Se.stringify =
    Se.strConcat =
    Se.addCodeArg =
    Se.str =
    Se._ =
    Se.nil =
    Se._Code =
    Se.Name =
    Se.IDENTIFIER =
    Se._CodeOrName =
      void 0;
  var Tu = class {};
  Se._CodeOrName = Tu;
  Se.IDENTIFIER = /^[a-z$_][a-z$_0-9]*$/i;
  var As = class extends Tu {
    constructor(t) {
      if ((super(), !Se.IDENTIFIER.test(t))) throw new Error("CodeGen: name must be a valid identifier");
      this.str = t;
    }
    toString() {
      return this.str;
    }
    emptyStr() {
      return !1;
    }
    get names() {
      return { [this.str]: 1 };
    }
  };
  Se.Name = As;
  var Gr = class extends Tu {
    constructor(t) {
      super(), (this._items = typeof t == "string" ? [t] : t);
    }
    toString() {
      return this.str;
    }
    emptyStr() {
      if (this._items.length > 1) return !1;
      const t = this._items[0];
      return t === "" || t === '""';
    }
    get str() {
      var t;
      return (t = this._str) !== null && t !== void 0 ? t : (this._str = this._items.reduce((r, n) => `${r}${n}`, ""));
    }
    get names() {
      var t;
      return (t = this._names) !== null && t !== void 0
        ? t
        : (this._names = this._items.reduce((r, n) => (n instanceof As && (r[n.str] = (r[n.str] || 0) + 1), r), {}));
    }
  };
  Se._Code = Gr;
  Se.nil = new Gr("");
  function Tw(e, ...t) {
    let r = [e[0]],
      n = 0;
    for (; n < t.length; ) ay(r, t[n]), r.push(e[++n]);
    return new Gr(r);
  }
  Se._ = Tw;
  var iy = new Gr("+");
  function kw(e, ...t) {
    let r = [ku(e[0])],
      n = 0;
    for (; n < t.length; ) r.push(iy), ay(r, t[n]), r.push(iy, ku(e[++n]));
    return (Z4(r), new Gr(r));
  }
  Se.str = kw;
  function ay(e, t) {
    t instanceof Gr ? e.push(...t._items) : t instanceof As ? e.push(t) : e.push(tz(t));
  }
  Se.addCodeArg = ay;
  function Z4(e) {
    let t = 1;
    for (; t < e.length - 1; ) {
      if (e[t] === iy) {
        const r = Q4(e[t - 1], e[t + 1]);
        if (r !== void 0) {
          e.splice(t - 1, 3, r);
          continue;
        }
        e[t++] = "+";
      }
      t++;
    }
  }
  function Q4(e, t) {
    if (t === '""') return e;
    if (e === '""') return t;
    if (typeof e == "string")
      return t instanceof As || e[e.length - 1] !== '"'
        ? void 0
        : typeof t != "string"
          ? `${e.slice(0, -1)}${t}"`
          : t[0] === '"'
            ? e.slice(0, -1) + t.slice(1)
            : void 0;
    if (typeof t == "string" && t[0] === '"' && !(e instanceof As)) return `"${e}${t.slice(1)}`;
  }
  function ez(e, t) {
    return t.emptyStr() ? e : e.emptyStr() ? t : kw`${e}${t}`;
  }
  Se.strConcat = ez;
  function tz(e) {
    return typeof e == "number" || typeof e == "boolean" || e === null ? e : ku(Array.isArray(e) ? e.join(",") : e);
  }
  function rz(e) {
    return new Gr(ku(e));
  }
  Se.stringify = rz;
  function ku(e) {
    return JSON.stringify(e)
      .replace(/\u2028/g, "\\u2028")
      .replace(/\u2029/g, "\\u2029");
  }
  Se.safeStringify = ku;
  function nz(e) {
    return typeof e == "string" && Se.IDENTIFIER.test(e) ? new Gr(`.${e}`) : Tw`[${e}]`;
  }
  Se.getProperty = nz;
  function oz(e) {
    if (typeof e == "string" && Se.IDENTIFIER.test(e)) return new Gr(`${e}`);
    throw new Error(`CodeGen: invalid export name: ${e}, use explicit $id name mapping`);
  }
  Se.getEsmExportName = oz;
  function sz(e) {
    return new Gr(e.toString());
  }
  Se.regexpCode = sz;
});
var my = M((xr) => {
  Object.defineProperty(xr, "__esModule", { value: !0 });
  xr.ValueScope = xr.ValueScopeName = xr.Scope = xr.varKinds = xr.UsedValueState = void 0;
  var yr = _u(),
    uy = class extends Error {
      constructor(t) {
        super(`CodeGen: "code" for ${t} not defined`), (this.value = t.value);
      }
    },
    Mf;
  ((e) => {
    (e[(e.Started = 0)] = "Started"), (e[(e.Completed = 1)] = "Completed");
  })(Mf || (xr.UsedValueState = Mf = {}));
  xr.varKinds = { const: new yr.Name("const"), let: new yr.Name("let"), var: new yr.Name("var") };
  var Nf = class {
    constructor({ prefixes: t, parent: r } = {}) {
      (this._names = {}), (this._prefixes = t), (this._parent = r);
    }
    toName(t) {
      return t instanceof yr.Name ? t : this.name(t);
    }
    name(t) {
      return new yr.Name(this._newName(t));
    }
    _newName(t) {
      const r = this._names[t] || this._nameGroup(t);
      return `${t}${r.index++}`;
    }
    _nameGroup(t) {
      var r, n;
      if (
        (!((n = (r = this._parent) === null || r === void 0 ? void 0 : r._prefixes) === null || n === void 0) &&
          n.has(t)) ||
        (this._prefixes && !this._prefixes.has(t))
      )
        throw new Error(`CodeGen: prefix "${t}" is not allowed in this scope`);
      return (this._names[t] = { prefix: t, index: 0 });
    }
  };
  xr.Scope = Nf;
  var Ff = class extends yr.Name {
    constructor(t, r) {
      super(r), (this.prefix = t);
    }
    setValue(t, { property: r, itemIndex: n }) {
      (this.value = t), (this.scopePath = (0, yr._)`.${new yr.Name(r)}[${n}]`);
    }
  };
  xr.ValueScopeName = Ff;
  var iz = (0, yr._)`\n`,
    cy = class extends Nf {
      constructor(t) {
        super(t), (this._values = {}), (this._scope = t.scope), (this.opts = { ...t, _n: t.lines ? iz : yr.nil });
      }
      get() {
        return this._scope;
      }
      name(t) {
        return new Ff(t, this._newName(t));
      }
      value(t, r) {
        var n;
        if (r.ref === void 0) throw new Error("CodeGen: ref must be passed in value");
        let o = this.toName(t),
          { prefix: s } = o,
          i = (n = r.key) !== null && n !== void 0 ? n : r.ref,
          a = this._values[s];
        if (a) {
          const p = a.get(i);
          if (p) return p;
        } else a = this._values[s] = new Map();
        a.set(i, o);
        const c = this._scope[s] || (this._scope[s] = []),
          m = c.length;
        return ((c[m] = r.ref), o.setValue(r, { property: s, itemIndex: m }), o);
      }
      getValue(t, r) {
        const n = this._values[t];
        if (n) return n.get(r);
      }
      scopeRefs(t, r = this._values) {
        return this._reduceValues(r, (n) => {
          if (n.scopePath === void 0) throw new Error(`CodeGen: name "${n}" has no value`);
          return (0, yr._)`${t}${n.scopePath}`;
        });
      }
      scopeCode(t = this._values, r, n) {
        return this._reduceValues(
          t,
          (o) => {
            if (o.value === void 0) throw new Error(`CodeGen: name "${o}" has no value`);
            return o.value.code;
          },
          r,
          n,
        );
      }
      _reduceValues(t, r, n = {}, o) {
        let s = yr.nil;
        for (const i in t) {
          const a = t[i];
          if (!a) continue;
          const c = (n[i] = n[i] || new Map());
          a.forEach((m) => {
            if (c.has(m)) return;
            c.set(m, Mf.Started);
            let p = r(m);
            if (p) {
              const l = this.opts.es5 ? xr.varKinds.var : xr.varKinds.const;
              s = (0, yr._)`${s}${l} ${m} = ${p};${this.opts._n}`;
            } else if ((p = o?.(m))) s = (0, yr._)`${s}${p}${this.opts._n}`;
            else throw new uy(m);
            c.set(m, Mf.Completed);
          });
        }
        return s;
      }
    };
  xr.ValueScope = cy;
});
var ue = M((ce) => {
  Object.defineProperty(ce, "__esModule", { value: !0 });
  ce.or =
    ce.and =
    ce.not =
    ce.CodeGen =
    ce.operators =
    ce.varKinds =
    ce.ValueScopeName =
    ce.ValueScope =
    ce.Scope =
    ce.Name =
    ce.regexpCode =
    ce.stringify =
    ce.getProperty =
    ce.nil =
    ce.strConcat =
    ce.str =
    ce._ =
      void 0;
  var ye = _u(),
    fn = my(),
    Go = _u();
  Object.defineProperty(ce, "_", { enumerable: !0, get: () => Go._ });
  Object.defineProperty(ce, "str", { enumerable: !0, get: () => Go.str });
  Object.defineProperty(ce, "strConcat", { enumerable: !0, get: () => Go.strConcat });
  Object.defineProperty(ce, "nil", { enumerable: !0, get: () => Go.nil });
  Object.defineProperty(ce, "getProperty", { enumerable: !0, get: () => Go.getProperty });
  Object.defineProperty(ce, "stringify", { enumerable: !0, get: () => Go.stringify });
  Object.defineProperty(ce, "regexpCode", { enumerable: !0, get: () => Go.regexpCode });
  Object.defineProperty(ce, "Name", { enumerable: !0, get: () => Go.Name });
  var qf = my();
  Object.defineProperty(ce, "Scope", { enumerable: !0, get: () => qf.Scope });
  Object.defineProperty(ce, "ValueScope", { enumerable: !0, get: () => qf.ValueScope });
  Object.defineProperty(ce, "ValueScopeName", { enumerable: !0, get: () => qf.ValueScopeName });
  Object.defineProperty(ce, "varKinds", { enumerable: !0, get: () => qf.varKinds });
  ce.operators = {
    GT: new ye._Code(">"),
    GTE: new ye._Code(">="),
    LT: new ye._Code("<"),
    LTE: new ye._Code("<="),
    EQ: new ye._Code("==="),
    NEQ: new ye._Code("!=="),
    NOT: new ye._Code("!"),
    OR: new ye._Code("||"),
    AND: new ye._Code("&&"),
    ADD: new ye._Code("+"),
  };
  var Io = class {
      optimizeNodes() {
        return this;
      }
      optimizeNames(t, r) {
        return this;
      }
    },
    fy = class extends Io {
      constructor(t, r, n) {
        super(), (this.varKind = t), (this.name = r), (this.rhs = n);
      }
      render({ es5: t, _n: r }) {
        const n = t ? fn.varKinds.var : this.varKind,
          o = this.rhs === void 0 ? "" : ` = ${this.rhs}`;
        return `${n} ${this.name}${o};` + r;
      }
      optimizeNames(t, r) {
        if (t[this.name.str]) return (this.rhs && (this.rhs = Ni(this.rhs, t, r)), this);
      }
      get names() {
        return this.rhs instanceof ye._CodeOrName ? this.rhs.names : {};
      }
    },
    Lf = class extends Io {
      constructor(t, r, n) {
        super(), (this.lhs = t), (this.rhs = r), (this.sideEffects = n);
      }
      render({ _n: t }) {
        return `${this.lhs} = ${this.rhs};` + t;
      }
      optimizeNames(t, r) {
        if (!(this.lhs instanceof ye.Name && !t[this.lhs.str] && !this.sideEffects))
          return ((this.rhs = Ni(this.rhs, t, r)), this);
      }
      get names() {
        const t = this.lhs instanceof ye.Name ? {} : { ...this.lhs.names };
        return Df(t, this.rhs);
      }
    },
    py = class extends Lf {
      constructor(t, r, n, o) {
        super(t, n, o), (this.op = r);
      }
      render({ _n: t }) {
        return `${this.lhs} ${this.op}= ${this.rhs};` + t;
      }
    },
    ly = class extends Io {
      constructor(t) {
        super(), (this.label = t), (this.names = {});
      }
      render({ _n: t }) {
        return `${this.label}:` + t;
      }
    },
    dy = class extends Io {
      constructor(t) {
        super(), (this.label = t), (this.names = {});
      }
      render({ _n: t }) {
        return `break${this.label ? ` ${this.label}` : ""};` + t;
      }
    },
    hy = class extends Io {
      constructor(t) {
        super(), (this.error = t);
      }
      render({ _n: t }) {
        return `throw ${this.error};` + t;
      }
      get names() {
        return this.error.names;
      }
    },
    gy = class extends Io {
      constructor(t) {
        super(), (this.code = t);
      }
      render({ _n: t }) {
        return `${this.code};` + t;
      }
      optimizeNodes() {
        return `${this.code}` ? this : void 0;
      }
      optimizeNames(t, r) {
        return ((this.code = Ni(this.code, t, r)), this);
      }
      get names() {
        return this.code instanceof ye._CodeOrName ? this.code.names : {};
      }
    },
    vu = class extends Io {
      constructor(t = []) {
        super(), (this.nodes = t);
      }
      render(t) {
        return this.nodes.reduce((r, n) => r + n.render(t), "");
      }
      optimizeNodes() {
        let { nodes: t } = this,
          r = t.length;
        for (; r--; ) {
          const n = t[r].optimizeNodes();
          Array.isArray(n) ? t.splice(r, 1, ...n) : n ? (t[r] = n) : t.splice(r, 1);
        }
        return t.length > 0 ? this : void 0;
      }
      optimizeNames(t, r) {
        let { nodes: n } = this,
          o = n.length;
        for (; o--; ) {
          const s = n[o];
          s.optimizeNames(t, r) || (az(t, s.names), n.splice(o, 1));
        }
        return n.length > 0 ? this : void 0;
      }
      get names() {
        return this.nodes.reduce((t, r) => Ns(t, r.names), {});
      }
    },
    $o = class extends vu {
      render(t) {
        return "{" + t._n + super.render(t) + "}" + t._n;
      }
    },
    yy = class extends vu {},
    Mi = class extends $o {};
  Mi.kind = "else";
  var Rs = class e extends $o {
    constructor(t, r) {
      super(r), (this.condition = t);
    }
    render(t) {
      let r = `if(${this.condition})` + super.render(t);
      return (this.else && (r += "else " + this.else.render(t)), r);
    }
    optimizeNodes() {
      super.optimizeNodes();
      const t = this.condition;
      if (t === !0) return this.nodes;
      let r = this.else;
      if (r) {
        const n = r.optimizeNodes();
        r = this.else = Array.isArray(n) ? new Mi(n) : n;
      }
      if (r)
        return t === !1
          ? r instanceof e
            ? r
            : r.nodes
          : this.nodes.length
            ? this
            : new e(_w(t), r instanceof e ? [r] : r.nodes);
      if (!(t === !1 || !this.nodes.length)) return this;
    }
    optimizeNames(t, r) {
      var n;
      if (
        ((this.else = (n = this.else) === null || n === void 0 ? void 0 : n.optimizeNames(t, r)),
        !!(super.optimizeNames(t, r) || this.else))
      )
        return ((this.condition = Ni(this.condition, t, r)), this);
    }
    get names() {
      const t = super.names;
      return (Df(t, this.condition), this.else && Ns(t, this.else.names), t);
    }
  };
  Rs.kind = "if";
  var Ms = class extends $o {};
  Ms.kind = "for";
  var xy = class extends Ms {
      constructor(t) {
        super(), (this.iteration = t);
      }
      render(t) {
        return `for(${this.iteration})` + super.render(t);
      }
      optimizeNames(t, r) {
        if (super.optimizeNames(t, r)) return ((this.iteration = Ni(this.iteration, t, r)), this);
      }
      get names() {
        return Ns(super.names, this.iteration.names);
      }
    },
    Iy = class extends Ms {
      constructor(t, r, n, o) {
        super(), (this.varKind = t), (this.name = r), (this.from = n), (this.to = o);
      }
      render(t) {
        const r = t.es5 ? fn.varKinds.var : this.varKind,
          { name: n, from: o, to: s } = this;
        return `for(${r} ${n}=${o}; ${n}<${s}; ${n}++)` + super.render(t);
      }
      get names() {
        const t = Df(super.names, this.from);
        return Df(t, this.to);
      }
    },
    jf = class extends Ms {
      constructor(t, r, n, o) {
        super(), (this.loop = t), (this.varKind = r), (this.name = n), (this.iterable = o);
      }
      render(t) {
        return `for(${this.varKind} ${this.name} ${this.loop} ${this.iterable})` + super.render(t);
      }
      optimizeNames(t, r) {
        if (super.optimizeNames(t, r)) return ((this.iterable = Ni(this.iterable, t, r)), this);
      }
      get names() {
        return Ns(super.names, this.iterable.names);
      }
    },
    Pu = class extends $o {
      constructor(t, r, n) {
        super(), (this.name = t), (this.args = r), (this.async = n);
      }
      render(t) {
        return `${this.async ? "async " : ""}function ${this.name}(${this.args})` + super.render(t);
      }
    };
  Pu.kind = "func";
  var Ou = class extends vu {
    render(t) {
      return "return " + super.render(t);
    }
  };
  Ou.kind = "return";
  var $y = class extends $o {
      render(t) {
        let r = "try" + super.render(t);
        return (this.catch && (r += this.catch.render(t)), this.finally && (r += this.finally.render(t)), r);
      }
      optimizeNodes() {
        var t, r;
        return (
          super.optimizeNodes(),
          (t = this.catch) === null || t === void 0 || t.optimizeNodes(),
          (r = this.finally) === null || r === void 0 || r.optimizeNodes(),
          this
        );
      }
      optimizeNames(t, r) {
        var n, o;
        return (
          super.optimizeNames(t, r),
          (n = this.catch) === null || n === void 0 || n.optimizeNames(t, r),
          (o = this.finally) === null || o === void 0 || o.optimizeNames(t, r),
          this
        );
      }
      get names() {
        const t = super.names;
        return (this.catch && Ns(t, this.catch.names), this.finally && Ns(t, this.finally.names), t);
      }
    },
    Cu = class extends $o {
      constructor(t) {
        super(), (this.error = t);
      }
      render(t) {
        return `catch(${this.error})` + super.render(t);
      }
    };
  Cu.kind = "catch";
  var Au = class extends $o {
    render(t) {
      return "finally" + super.render(t);
    }
  };
  Au.kind = "finally";
  var by = class {
    constructor(t, r = {}) {
      (this._values = {}),
        (this._blockStarts = []),
        (this._constants = {}),
        (this.opts = {
          ...r,
          _n: r.lines
            ? `
`
            : "",
        }),
        (this._extScope = t),
        (this._scope = new fn.Scope({ parent: t })),
        (this._nodes = [new yy()]);
    }
    toString() {
      return this._root.render(this.opts);
    }
    name(t) {
      return this._scope.name(t);
    }
    scopeName(t) {
      return this._extScope.name(t);
    }
    scopeValue(t, r) {
      const n = this._extScope.value(t, r);
      return ((this._values[n.prefix] || (this._values[n.prefix] = new Set())).add(n), n);
    }
    getScopeValue(t, r) {
      return this._extScope.getValue(t, r);
    }
    scopeRefs(t) {
      return this._extScope.scopeRefs(t, this._values);
    }
    scopeCode() {
      return this._extScope.scopeCode(this._values);
    }
    _def(t, r, n, o) {
      const s = this._scope.toName(r);
      return (n !== void 0 && o && (this._constants[s.str] = n), this._leafNode(new fy(t, s, n)), s);
    }
    const(t, r, n) {
      return this._def(fn.varKinds.const, t, r, n);
    }
    let(t, r, n) {
      return this._def(fn.varKinds.let, t, r, n);
    }
    var(t, r, n) {
      return this._def(fn.varKinds.var, t, r, n);
    }
    assign(t, r, n) {
      return this._leafNode(new Lf(t, r, n));
    }
    add(t, r) {
      return this._leafNode(new py(t, ce.operators.ADD, r));
    }
    code(t) {
      return (typeof t == "function" ? t() : t !== ye.nil && this._leafNode(new gy(t)), this);
    }
    object(...t) {
      const r = ["{"];
      for (const [n, o] of t)
        r.length > 1 && r.push(","), r.push(n), (n !== o || this.opts.es5) && (r.push(":"), (0, ye.addCodeArg)(r, o));
      return (r.push("}"), new ye._Code(r));
    }
    if(t, r, n) {
      if ((this._blockNode(new Rs(t)), r && n)) this.code(r).else().code(n).endIf();
      else if (r) this.code(r).endIf();
      else if (n) throw new Error('CodeGen: "else" body without "then" body');
      return this;
    }
    elseIf(t) {
      return this._elseNode(new Rs(t));
    }
    else() {
      return this._elseNode(new Mi());
    }
    endIf() {
      return this._endBlockNode(Rs, Mi);
    }
    _for(t, r) {
      return (this._blockNode(t), r && this.code(r).endFor(), this);
    }
    for(t, r) {
      return this._for(new xy(t), r);
    }
    forRange(t, r, n, o, s = this.opts.es5 ? fn.varKinds.var : fn.varKinds.let) {
      const i = this._scope.toName(t);
      return this._for(new Iy(s, i, r, n), () => o(i));
    }
    forOf(t, r, n, o = fn.varKinds.const) {
      const s = this._scope.toName(t);
      if (this.opts.es5) {
        const i = r instanceof ye.Name ? r : this.var("_arr", r);
        return this.forRange("_i", 0, (0, ye._)`${i}.length`, (a) => {
          this.var(s, (0, ye._)`${i}[${a}]`), n(s);
        });
      }
      return this._for(new jf("of", o, s, r), () => n(s));
    }
    forIn(t, r, n, o = this.opts.es5 ? fn.varKinds.var : fn.varKinds.const) {
      if (this.opts.ownProperties) return this.forOf(t, (0, ye._)`Object.keys(${r})`, n);
      const s = this._scope.toName(t);
      return this._for(new jf("in", o, s, r), () => n(s));
    }
    endFor() {
      return this._endBlockNode(Ms);
    }
    label(t) {
      return this._leafNode(new ly(t));
    }
    break(t) {
      return this._leafNode(new dy(t));
    }
    return(t) {
      const r = new Ou();
      if ((this._blockNode(r), this.code(t), r.nodes.length !== 1))
        throw new Error('CodeGen: "return" should have one node');
      return this._endBlockNode(Ou);
    }
    try(t, r, n) {
      if (!r && !n) throw new Error('CodeGen: "try" without "catch" and "finally"');
      const o = new $y();
      if ((this._blockNode(o), this.code(t), r)) {
        const s = this.name("e");
        (this._currNode = o.catch = new Cu(s)), r(s);
      }
      return (n && ((this._currNode = o.finally = new Au()), this.code(n)), this._endBlockNode(Cu, Au));
    }
    throw(t) {
      return this._leafNode(new hy(t));
    }
    block(t, r) {
      return (this._blockStarts.push(this._nodes.length), t && this.code(t).endBlock(r), this);
    }
    endBlock(t) {
      const r = this._blockStarts.pop();
      if (r === void 0) throw new Error("CodeGen: not in self-balancing block");
      const n = this._nodes.length - r;
      if (n < 0 || (t !== void 0 && n !== t)) throw new Error(`CodeGen: wrong number of nodes: ${n} vs ${t} expected`);
      return ((this._nodes.length = r), this);
    }
    func(t, r = ye.nil, n, o) {
      return (this._blockNode(new Pu(t, r, n)), o && this.code(o).endFunc(), this);
    }
    endFunc() {
      return this._endBlockNode(Pu);
    }
    optimize(t = 1) {
      for (; t-- > 0; ) this._root.optimizeNodes(), this._root.optimizeNames(this._root.names, this._constants);
    }
    _leafNode(t) {
      return (this._currNode.nodes.push(t), this);
    }
    _blockNode(t) {
      this._currNode.nodes.push(t), this._nodes.push(t);
    }
    _endBlockNode(t, r) {
      const n = this._currNode;
      if (n instanceof t || (r && n instanceof r)) return (this._nodes.pop(), this);
      throw new Error(`CodeGen: not in block "${r ? `${t.kind}/${r.kind}` : t.kind}"`);
    }
    _elseNode(t) {
      const r = this._currNode;
      if (!(r instanceof Rs)) throw new Error('CodeGen: "else" without "if"');
      return ((this._currNode = r.else = t), this);
    }
    get _root() {
      return this._nodes[0];
    }
    get _currNode() {
      const t = this._nodes;
      return t[t.length - 1];
    }
    set _currNode(t) {
      const r = this._nodes;
      r[r.length - 1] = t;
    }
  };
  ce.CodeGen = by;
  function Ns(e, t) {
    for (const r in t) e[r] = (e[r] || 0) + (t[r] || 0);
    return e;
  }
  function Df(e, t) {
    return t instanceof ye._CodeOrName ? Ns(e, t.names) : e;
  }
  function Ni(e, t, r) {
    if (e instanceof ye.Name) return n(e);
    if (!o(e)) return e;
    return new ye._Code(
      e._items.reduce(
        (s, i) => (i instanceof ye.Name && (i = n(i)), i instanceof ye._Code ? s.push(...i._items) : s.push(i), s),
        [],
      ),
    );
    function n(s) {
      const i = r[s.str];
      return i === void 0 || t[s.str] !== 1 ? s : (delete t[s.str], i);
    }
    function o(s) {
      return (
        s instanceof ye._Code && s._items.some((i) => i instanceof ye.Name && t[i.str] === 1 && r[i.str] !== void 0)
      );
    }
  }
  function az(e, t) {
    for (const r in t) e[r] = (e[r] || 0) - (t[r] || 0);
  }
  function _w(e) {
    return typeof e == "boolean" || typeof e == "number" || e === null ? !e : (0, ye._)`!${Ey(e)}`;
  }
  ce.not = _w;
  var uz = vw(ce.operators.AND);
  function cz(...e) {
    return e.reduce(uz);
  }
  ce.and = cz;
  var mz = vw(ce.operators.OR);
  function fz(...e) {
    return e.reduce(mz);
  }
  ce.or = fz;
  function vw(e) {
    return (t, r) => (t === ye.nil ? r : r === ye.nil ? t : (0, ye._)`${Ey(t)} ${e} ${Ey(r)}`);
  }
  function Ey(e) {
    return e instanceof ye.Name ? e : (0, ye._)`(${e})`;
  }
});
var be = M((pe) => {
  Object.defineProperty(pe, "__esModule", { value: !0 });
  pe.checkStrictMode =
    pe.getErrorPath =
    pe.Type =
    pe.useFunc =
    pe.setEvaluated =
    pe.evaluatedPropsToName =
    pe.mergeEvaluated =
    pe.eachItem =
    pe.unescapeJsonPointer =
    pe.escapeJsonPointer =
    pe.escapeFragment =
    pe.unescapeFragment =
    pe.schemaRefOrVal =
    pe.schemaHasRulesButRef =
    pe.schemaHasRules =
    pe.checkUnknownRules =
    pe.alwaysValidSchema =
    pe.toHash =
      void 0;
  var Ne = ue(),
    pz = _u();
  function lz(e) {
    const t = {};
    for (const r of e) t[r] = !0;
    return t;
  }
  pe.toHash = lz;
  function dz(e, t) {
    return typeof t == "boolean" ? t : Object.keys(t).length === 0 ? !0 : (Cw(e, t), !Aw(t, e.self.RULES.all));
  }
  pe.alwaysValidSchema = dz;
  function Cw(e, t = e.schema) {
    const { opts: r, self: n } = e;
    if (!r.strictSchema || typeof t == "boolean") return;
    const o = n.RULES.keywords;
    for (const s in t) o[s] || Nw(e, `unknown keyword: "${s}"`);
  }
  pe.checkUnknownRules = Cw;
  function Aw(e, t) {
    if (typeof e == "boolean") return !e;
    for (const r in e) if (t[r]) return !0;
    return !1;
  }
  pe.schemaHasRules = Aw;
  function hz(e, t) {
    if (typeof e == "boolean") return !e;
    for (const r in e) if (r !== "$ref" && t.all[r]) return !0;
    return !1;
  }
  pe.schemaHasRulesButRef = hz;
  function gz({ topSchemaRef: e, schemaPath: t }, r, n, o) {
    if (!o) {
      if (typeof r == "number" || typeof r == "boolean") return r;
      if (typeof r == "string") return (0, Ne._)`${r}`;
    }
    return (0, Ne._)`${e}${t}${(0, Ne.getProperty)(n)}`;
  }
  pe.schemaRefOrVal = gz;
  function yz(e) {
    return Rw(decodeURIComponent(e));
  }
  pe.unescapeFragment = yz;
  function xz(e) {
    return encodeURIComponent(Sy(e));
  }
  pe.escapeFragment = xz;
  function Sy(e) {
    return typeof e == "number" ? `${e}` : e.replace(/~/g, "~0").replace(/\//g, "~1");
  }
  pe.escapeJsonPointer = Sy;
  function Rw(e) {
    return e.replace(/~1/g, "/").replace(/~0/g, "~");
  }
  pe.unescapeJsonPointer = Rw;
  function Iz(e, t) {
    if (Array.isArray(e)) for (const r of e) t(r);
    else t(e);
  }
  pe.eachItem = Iz;
  function Pw({ mergeNames: e, mergeToName: t, mergeValues: r, resultToName: n }) {
    return (o, s, i, a) => {
      const c =
        i === void 0
          ? s
          : i instanceof Ne.Name
            ? (s instanceof Ne.Name ? e(o, s, i) : t(o, s, i), i)
            : s instanceof Ne.Name
              ? (t(o, i, s), s)
              : r(s, i);
      return a === Ne.Name && !(c instanceof Ne.Name) ? n(o, c) : c;
    };
  }
  pe.mergeEvaluated = {
    props: Pw({
      mergeNames: (e, t, r) =>
        e.if((0, Ne._)`${r} !== true && ${t} !== undefined`, () => {
          e.if(
            (0, Ne._)`${t} === true`,
            () => e.assign(r, !0),
            () => e.assign(r, (0, Ne._)`${r} || {}`).code((0, Ne._)`Object.assign(${r}, ${t})`),
          );
        }),
      mergeToName: (e, t, r) =>
        e.if((0, Ne._)`${r} !== true`, () => {
          t === !0 ? e.assign(r, !0) : (e.assign(r, (0, Ne._)`${r} || {}`), Ty(e, r, t));
        }),
      mergeValues: (e, t) => (e === !0 ? !0 : { ...e, ...t }),
      resultToName: Mw,
    }),
    items: Pw({
      mergeNames: (e, t, r) =>
        e.if((0, Ne._)`${r} !== true && ${t} !== undefined`, () =>
          e.assign(r, (0, Ne._)`${t} === true ? true : ${r} > ${t} ? ${r} : ${t}`),
        ),
      mergeToName: (e, t, r) =>
        e.if((0, Ne._)`${r} !== true`, () => e.assign(r, t === !0 ? !0 : (0, Ne._)`${r} > ${t} ? ${r} : ${t}`)),
      mergeValues: (e, t) => (e === !0 ? !0 : Math.max(e, t)),
      resultToName: (e, t) => e.var("items", t),
    }),
  };
  function Mw(e, t) {
    if (t === !0) return e.var("props", !0);
    const r = e.var("props", (0, Ne._)`{}`);
    return (t !== void 0 && Ty(e, r, t), r);
  }
  pe.evaluatedPropsToName = Mw;
  function Ty(e, t, r) {
    Object.keys(r).forEach((n) => e.assign((0, Ne._)`${t}${(0, Ne.getProperty)(n)}`, !0));
  }
  pe.setEvaluated = Ty;
  var Ow = {};
  function $z(e, t) {
    return e.scopeValue("func", { ref: t, code: Ow[t.code] || (Ow[t.code] = new pz._Code(t.code)) });
  }
  pe.useFunc = $z;
  var wy;
  ((e) => {
    (e[(e.Num = 0)] = "Num"), (e[(e.Str = 1)] = "Str");
  })(wy || (pe.Type = wy = {}));
  function bz(e, t, r) {
    if (e instanceof Ne.Name) {
      const n = t === wy.Num;
      return r
        ? n
          ? (0, Ne._)`"[" + ${e} + "]"`
          : (0, Ne._)`"['" + ${e} + "']"`
        : n
          ? (0, Ne._)`"/" + ${e}`
          : (0, Ne._)`"/" + ${e}.replace(/~/g, "~0").replace(/\\//g, "~1")`;
    }
    return r ? (0, Ne.getProperty)(e).toString() : "/" + Sy(e);
  }
  pe.getErrorPath = bz;
  function Nw(e, t, r = e.opts.strictSchema) {
    if (r) {
      if (((t = `strict mode: ${t}`), r === !0)) throw new Error(t);
      e.self.logger.warn(t);
    }
  }
  pe.checkStrictMode = Nw;
});
var bo = M((ky) => {
  Object.defineProperty(ky, "__esModule", { value: !0 });
  var Bt = ue(),
    Ez = {
      data: new Bt.Name("data"),
      valCxt: new Bt.Name("valCxt"),
      instancePath: new Bt.Name("instancePath"),
      parentData: new Bt.Name("parentData"),
      parentDataProperty: new Bt.Name("parentDataProperty"),
      rootData: new Bt.Name("rootData"),
      dynamicAnchors: new Bt.Name("dynamicAnchors"),
      vErrors: new Bt.Name("vErrors"),
      errors: new Bt.Name("errors"),
      this: new Bt.Name("this"),
      self: new Bt.Name("self"),
      scope: new Bt.Name("scope"),
      json: new Bt.Name("json"),
      jsonPos: new Bt.Name("jsonPos"),
      jsonLen: new Bt.Name("jsonLen"),
      jsonPart: new Bt.Name("jsonPart"),
    };
  ky.default = Ez;
});
var Ru = M((zt) => {
  Object.defineProperty(zt, "__esModule", { value: !0 });
  zt.extendErrors =
    zt.resetErrorsCount =
    zt.reportExtraError =
    zt.reportError =
    zt.keyword$DataError =
    zt.keywordError =
      void 0;
  var Ee = ue(),
    Uf = be(),
    sr = bo();
  zt.keywordError = { message: ({ keyword: e }) => (0, Ee.str)`must pass "${e}" keyword validation` };
  zt.keyword$DataError = {
    message: ({ keyword: e, schemaType: t }) =>
      t ? (0, Ee.str)`"${e}" keyword must be ${t} ($data)` : (0, Ee.str)`"${e}" keyword is invalid ($data)`,
  };
  function wz(e, t = zt.keywordError, r, n) {
    const { it: o } = e,
      { gen: s, compositeRule: i, allErrors: a } = o,
      c = jw(e, t, r);
    (n ?? (i || a)) ? Fw(s, c) : Lw(o, (0, Ee._)`[${c}]`);
  }
  zt.reportError = wz;
  function Sz(e, t = zt.keywordError, r) {
    const { it: n } = e,
      { gen: o, compositeRule: s, allErrors: i } = n,
      a = jw(e, t, r);
    Fw(o, a), s || i || Lw(n, sr.default.vErrors);
  }
  zt.reportExtraError = Sz;
  function Tz(e, t) {
    e.assign(sr.default.errors, t),
      e.if((0, Ee._)`${sr.default.vErrors} !== null`, () =>
        e.if(
          t,
          () => e.assign((0, Ee._)`${sr.default.vErrors}.length`, t),
          () => e.assign(sr.default.vErrors, null),
        ),
      );
  }
  zt.resetErrorsCount = Tz;
  function kz({ gen: e, keyword: t, schemaValue: r, data: n, errsCount: o, it: s }) {
    if (o === void 0) throw new Error("ajv implementation error");
    const i = e.name("err");
    e.forRange("i", o, sr.default.errors, (a) => {
      e.const(i, (0, Ee._)`${sr.default.vErrors}[${a}]`),
        e.if((0, Ee._)`${i}.instancePath === undefined`, () =>
          e.assign((0, Ee._)`${i}.instancePath`, (0, Ee.strConcat)(sr.default.instancePath, s.errorPath)),
        ),
        e.assign((0, Ee._)`${i}.schemaPath`, (0, Ee.str)`${s.errSchemaPath}/${t}`),
        s.opts.verbose && (e.assign((0, Ee._)`${i}.schema`, r), e.assign((0, Ee._)`${i}.data`, n));
    });
  }
  zt.extendErrors = kz;
  function Fw(e, t) {
    const r = e.const("err", t);
    e.if(
      (0, Ee._)`${sr.default.vErrors} === null`,
      () => e.assign(sr.default.vErrors, (0, Ee._)`[${r}]`),
      (0, Ee._)`${sr.default.vErrors}.push(${r})`,
    ),
      e.code((0, Ee._)`${sr.default.errors}++`);
  }
  function Lw(e, t) {
    const { gen: r, validateName: n, schemaEnv: o } = e;
    o.$async ? r.throw((0, Ee._)`new ${e.ValidationError}(${t})`) : (r.assign((0, Ee._)`${n}.errors`, t), r.return(!1));
  }
  var Fs = {
    keyword: new Ee.Name("keyword"),
    schemaPath: new Ee.Name("schemaPath"),
    params: new Ee.Name("params"),
    propertyName: new Ee.Name("propertyName"),
    message: new Ee.Name("message"),
    schema: new Ee.Name("schema"),
    parentSchema: new Ee.Name("parentSchema"),
  };
  function jw(e, t, r) {
    const { createErrors: n } = e.it;
    return n === !1 ? (0, Ee._)`{}` : _z(e, t, r);
  }
  function _z(e, t, r = {}) {
    const { gen: n, it: o } = e,
      s = [vz(o, r), Pz(e, r)];
    return (Oz(e, t, s), n.object(...s));
  }
  function vz({ errorPath: e }, { instancePath: t }) {
    const r = t ? (0, Ee.str)`${e}${(0, Uf.getErrorPath)(t, Uf.Type.Str)}` : e;
    return [sr.default.instancePath, (0, Ee.strConcat)(sr.default.instancePath, r)];
  }
  function Pz({ keyword: e, it: { errSchemaPath: t } }, { schemaPath: r, parentSchema: n }) {
    let o = n ? t : (0, Ee.str)`${t}/${e}`;
    return (r && (o = (0, Ee.str)`${o}${(0, Uf.getErrorPath)(r, Uf.Type.Str)}`), [Fs.schemaPath, o]);
  }
  function Oz(e, { params: t, message: r }, n) {
    const { keyword: o, data: s, schemaValue: i, it: a } = e,
      { opts: c, propertyName: m, topSchemaRef: p, schemaPath: l } = a;
    n.push([Fs.keyword, o], [Fs.params, typeof t == "function" ? t(e) : t || (0, Ee._)`{}`]),
      c.messages && n.push([Fs.message, typeof r == "function" ? r(e) : r]),
      c.verbose && n.push([Fs.schema, i], [Fs.parentSchema, (0, Ee._)`${p}${l}`], [sr.default.data, s]),
      m && n.push([Fs.propertyName, m]);
  }
});
var qw = M((Fi) => {
  Object.defineProperty(Fi, "__esModule", { value: !0 });
  Fi.boolOrEmptySchema = Fi.topBoolOrEmptySchema = void 0;
  var Cz = Ru(),
    Az = ue(),
    Rz = bo(),
    Mz = { message: "boolean schema is false" };
  function Nz(e) {
    const { gen: t, schema: r, validateName: n } = e;
    r === !1
      ? Dw(e, !1)
      : typeof r == "object" && r.$async === !0
        ? t.return(Rz.default.data)
        : (t.assign((0, Az._)`${n}.errors`, null), t.return(!0));
  }
  Fi.topBoolOrEmptySchema = Nz;
  function Fz(e, t) {
    const { gen: r, schema: n } = e;
    n === !1 ? (r.var(t, !1), Dw(e)) : r.var(t, !0);
  }
  Fi.boolOrEmptySchema = Fz;
  function Dw(e, t) {
    const { gen: r, data: n } = e,
      o = { gen: r, keyword: "false schema", data: n, schema: !1, schemaCode: !1, schemaValue: !1, params: {}, it: e };
    (0, Cz.reportError)(o, Mz, void 0, t);
  }
});
var _y = M((Li) => {
  Object.defineProperty(Li, "__esModule", { value: !0 });
  Li.getRules = Li.isJSONType = void 0;
  var Lz = ["string", "number", "integer", "boolean", "null", "object", "array"],
    jz = new Set(Lz);
  function Dz(e) {
    return typeof e == "string" && jz.has(e);
  }
  Li.isJSONType = Dz;
  function qz() {
    const e = {
      number: { type: "number", rules: [] },
      string: { type: "string", rules: [] },
      array: { type: "array", rules: [] },
      object: { type: "object", rules: [] },
    };
    return {
      types: { ...e, integer: !0, boolean: !0, null: !0 },
      rules: [{ rules: [] }, e.number, e.string, e.array, e.object],
      post: { rules: [] },
      all: {},
      keywords: {},
    };
  }
  Li.getRules = qz;
});
var vy = M((Bo) => {
  Object.defineProperty(Bo, "__esModule", { value: !0 });
  Bo.shouldUseRule = Bo.shouldUseGroup = Bo.schemaHasRulesForType = void 0;
  function Uz({ schema: e, self: t }, r) {
    const n = t.RULES.types[r];
    return n && n !== !0 && Uw(e, n);
  }
  Bo.schemaHasRulesForType = Uz;
  function Uw(e, t) {
    return t.rules.some((r) => Kw(e, r));
  }
  Bo.shouldUseGroup = Uw;
  function Kw(e, t) {
    var r;
    return (
      e[t.keyword] !== void 0 ||
      ((r = t.definition.implements) === null || r === void 0 ? void 0 : r.some((n) => e[n] !== void 0))
    );
  }
  Bo.shouldUseRule = Kw;
});
var Mu = M((Ht) => {
  Object.defineProperty(Ht, "__esModule", { value: !0 });
  Ht.reportTypeError =
    Ht.checkDataTypes =
    Ht.checkDataType =
    Ht.coerceAndCheckDataType =
    Ht.getJSONTypes =
    Ht.getSchemaTypes =
    Ht.DataType =
      void 0;
  var Kz = _y(),
    Gz = vy(),
    Bz = Ru(),
    se = ue(),
    Gw = be(),
    ji;
  ((e) => {
    (e[(e.Correct = 0)] = "Correct"), (e[(e.Wrong = 1)] = "Wrong");
  })(ji || (Ht.DataType = ji = {}));
  function zz(e) {
    const t = Bw(e.type);
    if (t.includes("null")) {
      if (e.nullable === !1) throw new Error("type: null contradicts nullable: false");
    } else {
      if (!t.length && e.nullable !== void 0) throw new Error('"nullable" cannot be used without "type"');
      e.nullable === !0 && t.push("null");
    }
    return t;
  }
  Ht.getSchemaTypes = zz;
  function Bw(e) {
    const t = Array.isArray(e) ? e : e ? [e] : [];
    if (t.every(Kz.isJSONType)) return t;
    throw new Error("type must be JSONType or JSONType[]: " + t.join(","));
  }
  Ht.getJSONTypes = Bw;
  function Hz(e, t) {
    const { gen: r, data: n, opts: o } = e,
      s = Wz(t, o.coerceTypes),
      i = t.length > 0 && !(s.length === 0 && t.length === 1 && (0, Gz.schemaHasRulesForType)(e, t[0]));
    if (i) {
      const a = Oy(t, n, o.strictNumbers, ji.Wrong);
      r.if(a, () => {
        s.length ? Vz(e, t, s) : Cy(e);
      });
    }
    return i;
  }
  Ht.coerceAndCheckDataType = Hz;
  var zw = new Set(["string", "number", "integer", "boolean", "null"]);
  function Wz(e, t) {
    return t ? e.filter((r) => zw.has(r) || (t === "array" && r === "array")) : [];
  }
  function Vz(e, t, r) {
    const { gen: n, data: o, opts: s } = e,
      i = n.let("dataType", (0, se._)`typeof ${o}`),
      a = n.let("coerced", (0, se._)`undefined`);
    s.coerceTypes === "array" &&
      n.if((0, se._)`${i} == 'object' && Array.isArray(${o}) && ${o}.length == 1`, () =>
        n
          .assign(o, (0, se._)`${o}[0]`)
          .assign(i, (0, se._)`typeof ${o}`)
          .if(Oy(t, o, s.strictNumbers), () => n.assign(a, o)),
      ),
      n.if((0, se._)`${a} !== undefined`);
    for (const m of r) (zw.has(m) || (m === "array" && s.coerceTypes === "array")) && c(m);
    n.else(),
      Cy(e),
      n.endIf(),
      n.if((0, se._)`${a} !== undefined`, () => {
        n.assign(o, a), Jz(e, a);
      });
    function c(m) {
      switch (m) {
        case "string":
          n.elseIf((0, se._)`${i} == "number" || ${i} == "boolean"`)
            .assign(a, (0, se._)`"" + ${o}`)
            .elseIf((0, se._)`${o} === null`)
            .assign(a, (0, se._)`""`);
          return;
        case "number":
          n.elseIf((0, se._)`${i} == "boolean" || ${o} === null
              || (${i} == "string" && ${o} && ${o} == +${o})`).assign(a, (0, se._)`+${o}`);
          return;
        case "integer":
          n.elseIf((0, se._)`${i} === "boolean" || ${o} === null
              || (${i} === "string" && ${o} && ${o} == +${o} && !(${o} % 1))`).assign(a, (0, se._)`+${o}`);
          return;
        case "boolean":
          n.elseIf((0, se._)`${o} === "false" || ${o} === 0 || ${o} === null`)
            .assign(a, !1)
            .elseIf((0, se._)`${o} === "true" || ${o} === 1`)
            .assign(a, !0);
          return;
        case "null":
          n.elseIf((0, se._)`${o} === "" || ${o} === 0 || ${o} === false`), n.assign(a, null);
          return;
        case "array":
          n.elseIf((0, se._)`${i} === "string" || ${i} === "number"
              || ${i} === "boolean" || ${o} === null`).assign(a, (0, se._)`[${o}]`);
      }
    }
  }
  function Jz({ gen: e, parentData: t, parentDataProperty: r }, n) {
    e.if((0, se._)`${t} !== undefined`, () => e.assign((0, se._)`${t}[${r}]`, n));
  }
  function Py(e, t, r, n = ji.Correct) {
    let o = n === ji.Correct ? se.operators.EQ : se.operators.NEQ,
      s;
    switch (e) {
      case "null":
        return (0, se._)`${t} ${o} null`;
      case "array":
        s = (0, se._)`Array.isArray(${t})`;
        break;
      case "object":
        s = (0, se._)`${t} && typeof ${t} == "object" && !Array.isArray(${t})`;
        break;
      case "integer":
        s = i((0, se._)`!(${t} % 1) && !isNaN(${t})`);
        break;
      case "number":
        s = i();
        break;
      default:
        return (0, se._)`typeof ${t} ${o} ${e}`;
    }
    return n === ji.Correct ? s : (0, se.not)(s);
    function i(a = se.nil) {
      return (0, se.and)((0, se._)`typeof ${t} == "number"`, a, r ? (0, se._)`isFinite(${t})` : se.nil);
    }
  }
  Ht.checkDataType = Py;
  function Oy(e, t, r, n) {
    if (e.length === 1) return Py(e[0], t, r, n);
    let o,
      s = (0, Gw.toHash)(e);
    if (s.array && s.object) {
      const i = (0, se._)`typeof ${t} != "object"`;
      (o = s.null ? i : (0, se._)`!${t} || ${i}`), delete s.null, delete s.array, delete s.object;
    } else o = se.nil;
    s.number && delete s.integer;
    for (const i in s) o = (0, se.and)(o, Py(i, t, r, n));
    return o;
  }
  Ht.checkDataTypes = Oy;
  var Yz = {
    message: ({ schema: e }) => `must be ${e}`,
    params: ({ schema: e, schemaValue: t }) =>
      typeof e == "string" ? (0, se._)`{type: ${e}}` : (0, se._)`{type: ${t}}`,
  };
  function Cy(e) {
    const t = Xz(e);
    (0, Bz.reportError)(t, Yz);
  }
  Ht.reportTypeError = Cy;
  function Xz(e) {
    const { gen: t, data: r, schema: n } = e,
      o = (0, Gw.schemaRefOrVal)(e, n, "type");
    return {
      gen: t,
      keyword: "type",
      data: r,
      schema: n.type,
      schemaCode: o,
      schemaValue: o,
      parentSchema: n,
      params: {},
      it: e,
    };
  }
});
var Ww = M((Kf) => {
  Object.defineProperty(Kf, "__esModule", { value: !0 });
  Kf.assignDefaults = void 0;
  var Di = ue(),
    Zz = be();
  function Qz(e, t) {
    const { properties: r, items: n } = e.schema;
    if (t === "object" && r) for (const o in r) Hw(e, o, r[o].default);
    else t === "array" && Array.isArray(n) && n.forEach((o, s) => Hw(e, s, o.default));
  }
  Kf.assignDefaults = Qz;
  function Hw(e, t, r) {
    const { gen: n, compositeRule: o, data: s, opts: i } = e;
    if (r === void 0) return;
    const a = (0, Di._)`${s}${(0, Di.getProperty)(t)}`;
    if (o) {
      (0, Zz.checkStrictMode)(e, `default is ignored for: ${a}`);
      return;
    }
    let c = (0, Di._)`${a} === undefined`;
    i.useDefaults === "empty" && (c = (0, Di._)`${c} || ${a} === null || ${a} === ""`),
      n.if(c, (0, Di._)`${a} = ${(0, Di.stringify)(r)}`);
  }
});
var Br = M((Ce) => {
  Object.defineProperty(Ce, "__esModule", { value: !0 });
  Ce.validateUnion =
    Ce.validateArray =
    Ce.usePattern =
    Ce.callValidateCode =
    Ce.schemaProperties =
    Ce.allSchemaProperties =
    Ce.noPropertyInData =
    Ce.propertyInData =
    Ce.isOwnProperty =
    Ce.hasPropFunc =
    Ce.reportMissingProp =
    Ce.checkMissingProp =
    Ce.checkReportMissingProp =
      void 0;
  var Ue = ue(),
    Ay = be(),
    zo = bo(),
    e9 = be();
  function t9(e, t) {
    const { gen: r, data: n, it: o } = e;
    r.if(My(r, n, t, o.opts.ownProperties), () => {
      e.setParams({ missingProperty: (0, Ue._)`${t}` }, !0), e.error();
    });
  }
  Ce.checkReportMissingProp = t9;
  function r9({ gen: e, data: t, it: { opts: r } }, n, o) {
    return (0, Ue.or)(...n.map((s) => (0, Ue.and)(My(e, t, s, r.ownProperties), (0, Ue._)`${o} = ${s}`)));
  }
  Ce.checkMissingProp = r9;
  function n9(e, t) {
    e.setParams({ missingProperty: t }, !0), e.error();
  }
  Ce.reportMissingProp = n9;
  function Vw(e) {
    return e.scopeValue("func", {
      ref: Object.prototype.hasOwnProperty,
      code: (0, Ue._)`Object.prototype.hasOwnProperty`,
    });
  }
  Ce.hasPropFunc = Vw;
  function Ry(e, t, r) {
    return (0, Ue._)`${Vw(e)}.call(${t}, ${r})`;
  }
  Ce.isOwnProperty = Ry;
  function o9(e, t, r, n) {
    const o = (0, Ue._)`${t}${(0, Ue.getProperty)(r)} !== undefined`;
    return n ? (0, Ue._)`${o} && ${Ry(e, t, r)}` : o;
  }
  Ce.propertyInData = o9;
  function My(e, t, r, n) {
    const o = (0, Ue._)`${t}${(0, Ue.getProperty)(r)} === undefined`;
    return n ? (0, Ue.or)(o, (0, Ue.not)(Ry(e, t, r))) : o;
  }
  Ce.noPropertyInData = My;
  function Jw(e) {
    return e ? Object.keys(e).filter((t) => t !== "__proto__") : [];
  }
  Ce.allSchemaProperties = Jw;
  function s9(e, t) {
    return Jw(t).filter((r) => !(0, Ay.alwaysValidSchema)(e, t[r]));
  }
  Ce.schemaProperties = s9;
  function i9(
    { schemaCode: e, data: t, it: { gen: r, topSchemaRef: n, schemaPath: o, errorPath: s }, it: i },
    a,
    c,
    m,
  ) {
    const p = m ? (0, Ue._)`${e}, ${t}, ${n}${o}` : t,
      l = [
        [zo.default.instancePath, (0, Ue.strConcat)(zo.default.instancePath, s)],
        [zo.default.parentData, i.parentData],
        [zo.default.parentDataProperty, i.parentDataProperty],
        [zo.default.rootData, zo.default.rootData],
      ];
    i.opts.dynamicRef && l.push([zo.default.dynamicAnchors, zo.default.dynamicAnchors]);
    const g = (0, Ue._)`${p}, ${r.object(...l)}`;
    return c !== Ue.nil ? (0, Ue._)`${a}.call(${c}, ${g})` : (0, Ue._)`${a}(${g})`;
  }
  Ce.callValidateCode = i9;
  var a9 = (0, Ue._)`new RegExp`;
  function u9({ gen: e, it: { opts: t } }, r) {
    const n = t.unicodeRegExp ? "u" : "",
      { regExp: o } = t.code,
      s = o(r, n);
    return e.scopeValue("pattern", {
      key: s.toString(),
      ref: s,
      code: (0, Ue._)`${o.code === "new RegExp" ? a9 : ((0, e9.useFunc))(e, o)}(${r}, ${n})`,
    });
  }
  Ce.usePattern = u9;
  function c9(e) {
    const { gen: t, data: r, keyword: n, it: o } = e,
      s = t.name("valid");
    if (o.allErrors) {
      const a = t.let("valid", !0);
      return (i(() => t.assign(a, !1)), a);
    }
    return (t.var(s, !0), i(() => t.break()), s);
    function i(a) {
      const c = t.const("len", (0, Ue._)`${r}.length`);
      t.forRange("i", 0, c, (m) => {
        e.subschema({ keyword: n, dataProp: m, dataPropType: Ay.Type.Num }, s), t.if((0, Ue.not)(s), a);
      });
    }
  }
  Ce.validateArray = c9;
  function m9(e) {
    const { gen: t, schema: r, keyword: n, it: o } = e;
    if (!Array.isArray(r)) throw new Error("ajv implementation error");
    if (r.some((c) => (0, Ay.alwaysValidSchema)(o, c)) && !o.opts.unevaluated) return;
    const i = t.let("valid", !1),
      a = t.name("_valid");
    t.block(() =>
      r.forEach((c, m) => {
        const p = e.subschema({ keyword: n, schemaProp: m, compositeRule: !0 }, a);
        t.assign(i, (0, Ue._)`${i} || ${a}`), e.mergeValidEvaluated(p, a) || t.if((0, Ue.not)(i));
      }),
    ),
      e.result(
        i,
        () => e.reset(),
        () => e.error(!0),
      );
  }
  Ce.validateUnion = m9;
});
var Zw = M((Ln) => {
  Object.defineProperty(Ln, "__esModule", { value: !0 });
  Ln.validateKeywordUsage = Ln.validSchemaType = Ln.funcKeywordCode = Ln.macroKeywordCode = void 0;
  var ir = ue(),
    Ls = bo(),
    f9 = Br(),
    p9 = Ru();
  function l9(e, t) {
    const { gen: r, keyword: n, schema: o, parentSchema: s, it: i } = e,
      a = t.macro.call(i.self, o, s, i),
      c = Xw(r, n, a);
    i.opts.validateSchema !== !1 && i.self.validateSchema(a, !0);
    const m = r.name("valid");
    e.subschema(
      { schema: a, schemaPath: ir.nil, errSchemaPath: `${i.errSchemaPath}/${n}`, topSchemaRef: c, compositeRule: !0 },
      m,
    ),
      e.pass(m, () => e.error(!0));
  }
  Ln.macroKeywordCode = l9;
  function d9(e, t) {
    var r;
    const { gen: n, keyword: o, schema: s, parentSchema: i, $data: a, it: c } = e;
    g9(c, t);
    const m = !a && t.compile ? t.compile.call(c.self, s, i, c) : t.validate,
      p = Xw(n, o, m),
      l = n.let("valid");
    e.block$data(l, g), e.ok((r = t.valid) !== null && r !== void 0 ? r : l);
    function g() {
      if (t.errors === !1) $(), t.modifying && Yw(e), E(() => e.error());
      else {
        const S = t.async ? y() : x();
        t.modifying && Yw(e), E(() => h9(e, S));
      }
    }
    function y() {
      const S = n.let("ruleErrs", null);
      return (
        n.try(
          () => $((0, ir._)`await `),
          (k) =>
            n.assign(l, !1).if(
              (0, ir._)`${k} instanceof ${c.ValidationError}`,
              () => n.assign(S, (0, ir._)`${k}.errors`),
              () => n.throw(k),
            ),
        ),
        S
      );
    }
    function x() {
      const S = (0, ir._)`${p}.errors`;
      return (n.assign(S, null), $(ir.nil), S);
    }
    function $(S = t.async ? (0, ir._)`await ` : ir.nil) {
      const k = c.opts.passContext ? Ls.default.this : Ls.default.self,
        P = !(("compile" in t && !a) || t.schema === !1);
      n.assign(l, (0, ir._)`${S}${(0, f9.callValidateCode)(e, p, k, P)}`, t.modifying);
    }
    function E(S) {
      var k;
      n.if((0, ir.not)((k = t.valid) !== null && k !== void 0 ? k : l), S);
    }
  }
  Ln.funcKeywordCode = d9;
  function Yw(e) {
    const { gen: t, data: r, it: n } = e;
    t.if(n.parentData, () => t.assign(r, (0, ir._)`${n.parentData}[${n.parentDataProperty}]`));
  }
  function h9(e, t) {
    const { gen: r } = e;
    r.if(
      (0, ir._)`Array.isArray(${t})`,
      () => {
        r
          .assign(
            Ls.default.vErrors,
            (0, ir._)`${Ls.default.vErrors} === null ? ${t} : ${Ls.default.vErrors}.concat(${t})`,
          )
          .assign(Ls.default.errors, (0, ir._)`${Ls.default.vErrors}.length`),
          (0, p9.extendErrors)(e);
      },
      () => e.error(),
    );
  }
  function g9({ schemaEnv: e }, t) {
    if (t.async && !e.$async) throw new Error("async keyword in sync schema");
  }
  function Xw(e, t, r) {
    if (r === void 0) throw new Error(`keyword "${t}" failed to compile`);
    return e.scopeValue("keyword", typeof r == "function" ? { ref: r } : { ref: r, code: (0, ir.stringify)(r) });
  }
  function y9(e, t, r = !1) {
    return (
      !t.length ||
      t.some((n) =>
        n === "array"
          ? Array.isArray(e)
          : n === "object"
            ? e && typeof e == "object" && !Array.isArray(e)
            : typeof e == n || (r && typeof e > "u"),
      )
    );
  }
  Ln.validSchemaType = y9;
  function x9({ schema: e, opts: t, self: r, errSchemaPath: n }, o, s) {
    if (Array.isArray(o.keyword) ? !o.keyword.includes(s) : o.keyword !== s)
      throw new Error("ajv implementation error");
    const i = o.dependencies;
    if (i?.some((a) => !Object.hasOwn(e, a)))
      throw new Error(`parent schema must have dependencies of ${s}: ${i.join(",")}`);
    if (o.validateSchema && !o.validateSchema(e[s])) {
      const c = `keyword "${s}" value is invalid at path "${n}": ` + r.errorsText(o.validateSchema.errors);
      if (t.validateSchema === "log") r.logger.error(c);
      else throw new Error(c);
    }
  }
  Ln.validateKeywordUsage = x9;
});
var eS = M((Ho) => {
  Object.defineProperty(Ho, "__esModule", { value: !0 });
  Ho.extendSubschemaMode = Ho.extendSubschemaData = Ho.getSubschema = void 0;
  var jn = ue(),
    Qw = be();
  function I9(e, { keyword: t, schemaProp: r, schema: n, schemaPath: o, errSchemaPath: s, topSchemaRef: i }) {
    if (t !== void 0 && n !== void 0) throw new Error('both "keyword" and "schema" passed, only one allowed');
    if (t !== void 0) {
      const a = e.schema[t];
      return r === void 0
        ? {
            schema: a,
            schemaPath: (0, jn._)`${e.schemaPath}${(0, jn.getProperty)(t)}`,
            errSchemaPath: `${e.errSchemaPath}/${t}`,
          }
        : {
            schema: a[r],
            schemaPath: (0, jn._)`${e.schemaPath}${(0, jn.getProperty)(t)}${(0, jn.getProperty)(r)}`,
            errSchemaPath: `${e.errSchemaPath}/${t}/${(0, Qw.escapeFragment)(r)}`,
          };
    }
    if (n !== void 0) {
      if (o === void 0 || s === void 0 || i === void 0)
        throw new Error('"schemaPath", "errSchemaPath" and "topSchemaRef" are required with "schema"');
      return { schema: n, schemaPath: o, topSchemaRef: i, errSchemaPath: s };
    }
    throw new Error('either "keyword" or "schema" must be passed');
  }
  Ho.getSubschema = I9;
  function $9(e, t, { dataProp: r, dataPropType: n, data: o, dataTypes: s, propertyName: i }) {
    if (o !== void 0 && r !== void 0) throw new Error('both "data" and "dataProp" passed, only one allowed');
    const { gen: a } = t;
    if (r !== void 0) {
      const { errorPath: m, dataPathArr: p, opts: l } = t,
        g = a.let("data", (0, jn._)`${t.data}${(0, jn.getProperty)(r)}`, !0);
      c(g),
        (e.errorPath = (0, jn.str)`${m}${(0, Qw.getErrorPath)(r, n, l.jsPropertySyntax)}`),
        (e.parentDataProperty = (0, jn._)`${r}`),
        (e.dataPathArr = [...p, e.parentDataProperty]);
    }
    if (o !== void 0) {
      const m = o instanceof jn.Name ? o : a.let("data", o, !0);
      c(m), i !== void 0 && (e.propertyName = i);
    }
    s && (e.dataTypes = s);
    function c(m) {
      (e.data = m),
        (e.dataLevel = t.dataLevel + 1),
        (e.dataTypes = []),
        (t.definedProperties = new Set()),
        (e.parentData = t.data),
        (e.dataNames = [...t.dataNames, m]);
    }
  }
  Ho.extendSubschemaData = $9;
  function b9(e, { jtdDiscriminator: t, jtdMetadata: r, compositeRule: n, createErrors: o, allErrors: s }) {
    n !== void 0 && (e.compositeRule = n),
      o !== void 0 && (e.createErrors = o),
      s !== void 0 && (e.allErrors = s),
      (e.jtdDiscriminator = t),
      (e.jtdMetadata = r);
  }
  Ho.extendSubschemaMode = b9;
});
var Ny = M((Xce, tS) => {
  tS.exports = function e(t, r) {
    if (t === r) return !0;
    if (t && r && typeof t == "object" && typeof r == "object") {
      if (t.constructor !== r.constructor) return !1;
      var n, o, s;
      if (Array.isArray(t)) {
        if (((n = t.length), n != r.length)) return !1;
        for (o = n; o-- !== 0; ) if (!e(t[o], r[o])) return !1;
        return !0;
      }
      if (t.constructor === RegExp) return t.source === r.source && t.flags === r.flags;
      if (t.valueOf !== Object.prototype.valueOf) return t.valueOf() === r.valueOf();
      if (t.toString !== Object.prototype.toString) return t.toString() === r.toString();
      if (((s = Object.keys(t)), (n = s.length), n !== Object.keys(r).length)) return !1;
      for (o = n; o-- !== 0; ) if (!Object.hasOwn(r, s[o])) return !1;
      for (o = n; o-- !== 0; ) {
        var i = s[o];
        if (!e(t[i], r[i])) return !1;
      }
      return !0;
    }
    return t !== t && r !== r;
  };
});
var nS = M((Zce, rS) => {
  var Wo = (rS.exports = (e, t, r) => {
    typeof t == "function" && ((r = t), (t = {})), (r = t.cb || r);
    var n = typeof r == "function" ? r : r.pre || (() => {}),
      o = r.post || (() => {});
    Gf(t, n, o, e, "", e);
  });
  Wo.keywords = {
    additionalItems: !0,
    items: !0,
    contains: !0,
    additionalProperties: !0,
    propertyNames: !0,
    not: !0,
    if: !0,
    then: !0,
    else: !0,
  };
  Wo.arrayKeywords = { items: !0, allOf: !0, anyOf: !0, oneOf: !0 };
  Wo.propsKeywords = { $defs: !0, definitions: !0, properties: !0, patternProperties: !0, dependencies: !0 };
  Wo.skipKeywords = {
    default: !0,
    enum: !0,
    const: !0,
    required: !0,
    maximum: !0,
    minimum: !0,
    exclusiveMaximum: !0,
    exclusiveMinimum: !0,
    multipleOf: !0,
    maxLength: !0,
    minLength: !0,
    pattern: !0,
    format: !0,
    maxItems: !0,
    minItems: !0,
    uniqueItems: !0,
    maxProperties: !0,
    minProperties: !0,
  };
  function Gf(e, t, r, n, o, s, i, a, c, m) {
    if (n && typeof n == "object" && !Array.isArray(n)) {
      t(n, o, s, i, a, c, m);
      for (var p in n) {
        var l = n[p];
        if (Array.isArray(l)) {
          if (p in Wo.arrayKeywords)
            for (var g = 0; g < l.length; g++) Gf(e, t, r, l[g], o + "/" + p + "/" + g, s, o, p, n, g);
        } else if (p in Wo.propsKeywords) {
          if (l && typeof l == "object") for (var y in l) Gf(e, t, r, l[y], o + "/" + p + "/" + E9(y), s, o, p, n, y);
        } else (p in Wo.keywords || (e.allKeys && !(p in Wo.skipKeywords))) && Gf(e, t, r, l, o + "/" + p, s, o, p, n);
      }
      r(n, o, s, i, a, c, m);
    }
  }
  function E9(e) {
    return e.replace(/~/g, "~0").replace(/\//g, "~1");
  }
});
var Nu = M((Ir) => {
  Object.defineProperty(Ir, "__esModule", { value: !0 });
  Ir.getSchemaRefs = Ir.resolveUrl = Ir.normalizeId = Ir._getFullPath = Ir.getFullPath = Ir.inlineRef = void 0;
  var w9 = be(),
    S9 = Ny(),
    T9 = nS(),
    k9 = new Set([
      "type",
      "format",
      "pattern",
      "maxLength",
      "minLength",
      "maxProperties",
      "minProperties",
      "maxItems",
      "minItems",
      "maximum",
      "minimum",
      "uniqueItems",
      "multipleOf",
      "required",
      "enum",
      "const",
    ]);
  function _9(e, t = !0) {
    return typeof e == "boolean" ? !0 : t === !0 ? !Fy(e) : t ? oS(e) <= t : !1;
  }
  Ir.inlineRef = _9;
  var v9 = new Set(["$ref", "$recursiveRef", "$recursiveAnchor", "$dynamicRef", "$dynamicAnchor"]);
  function Fy(e) {
    for (const t in e) {
      if (v9.has(t)) return !0;
      const r = e[t];
      if ((Array.isArray(r) && r.some(Fy)) || (typeof r == "object" && Fy(r))) return !0;
    }
    return !1;
  }
  function oS(e) {
    let t = 0;
    for (const r in e) {
      if (r === "$ref") return 1 / 0;
      if ((t++, !k9.has(r) && (typeof e[r] == "object" && (0, w9.eachItem)(e[r], (n) => (t += oS(n))), t === 1 / 0)))
        return 1 / 0;
    }
    return t;
  }
  function sS(e, t = "", r) {
    r !== !1 && (t = qi(t));
    const n = e.parse(t);
    return iS(e, n);
  }
  Ir.getFullPath = sS;
  function iS(e, t) {
    return e.serialize(t).split("#")[0] + "#";
  }
  Ir._getFullPath = iS;
  var P9 = /#\/?$/;
  function qi(e) {
    return e ? e.replace(P9, "") : "";
  }
  Ir.normalizeId = qi;
  function O9(e, t, r) {
    return ((r = qi(r)), e.resolve(t, r));
  }
  Ir.resolveUrl = O9;
  var C9 = /^[a-z_][-a-z0-9._]*$/i;
  function A9(e, t) {
    if (typeof e == "boolean") return {};
    const { schemaId: r, uriResolver: n } = this.opts,
      o = qi(e[r] || t),
      s = { "": o },
      i = sS(n, o, !1),
      a = {},
      c = new Set();
    return (
      T9(e, { allKeys: !0 }, (l, g, y, x) => {
        if (x === void 0) return;
        let $ = i + g,
          E = s[x];
        typeof l[r] == "string" && (E = S.call(this, l[r])),
          k.call(this, l.$anchor),
          k.call(this, l.$dynamicAnchor),
          (s[g] = E);
        function S(P) {
          const A = this.opts.uriResolver.resolve;
          if (((P = qi(E ? A(E, P) : P)), c.has(P))) throw p(P);
          c.add(P);
          let v = this.refs[P];
          return (
            typeof v == "string" && (v = this.refs[v]),
            typeof v == "object"
              ? m(l, v.schema, P)
              : P !== qi($) && (P[0] === "#" ? (m(l, a[P], P), (a[P] = l)) : (this.refs[P] = $)),
            P
          );
        }
        function k(P) {
          if (typeof P == "string") {
            if (!C9.test(P)) throw new Error(`invalid anchor "${P}"`);
            S.call(this, `#${P}`);
          }
        }
      }),
      a
    );
    function m(l, g, y) {
      if (g !== void 0 && !S9(l, g)) throw p(y);
    }
    function p(l) {
      return new Error(`reference "${l}" resolves to more than one schema`);
    }
  }
  Ir.getSchemaRefs = A9;
});
var ju = M((Vo) => {
  Object.defineProperty(Vo, "__esModule", { value: !0 });
  Vo.getData = Vo.KeywordCxt = Vo.validateFunctionCode = void 0;
  var fS = qw(),
    aS = Mu(),
    jy = vy(),
    Bf = Mu(),
    R9 = Ww(),
    Lu = Zw(),
    Ly = eS(),
    j = ue(),
    V = bo(),
    M9 = Nu(),
    Eo = be(),
    Fu = Ru();
  function N9(e) {
    if (dS(e) && (hS(e), lS(e))) {
      j9(e);
      return;
    }
    pS(e, () => (0, fS.topBoolOrEmptySchema)(e));
  }
  Vo.validateFunctionCode = N9;
  function pS({ gen: e, validateName: t, schema: r, schemaEnv: n, opts: o }, s) {
    o.code.es5
      ? e.func(t, (0, j._)`${V.default.data}, ${V.default.valCxt}`, n.$async, () => {
          e.code((0, j._)`"use strict"; ${uS(r, o)}`), L9(e, o), e.code(s);
        })
      : e.func(t, (0, j._)`${V.default.data}, ${F9(o)}`, n.$async, () => e.code(uS(r, o)).code(s));
  }
  function F9(e) {
    return (0,
    j._)`{${V.default.instancePath}="", ${V.default.parentData}, ${V.default.parentDataProperty}, ${V.default.rootData}=${V.default.data}${e.dynamicRef ? ((0, j._))`, ${V.default.dynamicAnchors}={}` : j.nil}}={}`;
  }
  function L9(e, t) {
    e.if(
      V.default.valCxt,
      () => {
        e.var(V.default.instancePath, (0, j._)`${V.default.valCxt}.${V.default.instancePath}`),
          e.var(V.default.parentData, (0, j._)`${V.default.valCxt}.${V.default.parentData}`),
          e.var(V.default.parentDataProperty, (0, j._)`${V.default.valCxt}.${V.default.parentDataProperty}`),
          e.var(V.default.rootData, (0, j._)`${V.default.valCxt}.${V.default.rootData}`),
          t.dynamicRef && e.var(V.default.dynamicAnchors, (0, j._)`${V.default.valCxt}.${V.default.dynamicAnchors}`);
      },
      () => {
        e.var(V.default.instancePath, (0, j._)`""`),
          e.var(V.default.parentData, (0, j._)`undefined`),
          e.var(V.default.parentDataProperty, (0, j._)`undefined`),
          e.var(V.default.rootData, V.default.data),
          t.dynamicRef && e.var(V.default.dynamicAnchors, (0, j._)`{}`);
      },
    );
  }
  function j9(e) {
    const { schema: t, opts: r, gen: n } = e;
    pS(e, () => {
      r.$comment && t.$comment && yS(e),
        G9(e),
        n.let(V.default.vErrors, null),
        n.let(V.default.errors, 0),
        r.unevaluated && D9(e),
        gS(e),
        H9(e);
    });
  }
  function D9(e) {
    const { gen: t, validateName: r } = e;
    (e.evaluated = t.const("evaluated", (0, j._)`${r}.evaluated`)),
      t.if((0, j._)`${e.evaluated}.dynamicProps`, () => t.assign((0, j._)`${e.evaluated}.props`, (0, j._)`undefined`)),
      t.if((0, j._)`${e.evaluated}.dynamicItems`, () => t.assign((0, j._)`${e.evaluated}.items`, (0, j._)`undefined`));
  }
  function uS(e, t) {
    const r = typeof e == "object" && e[t.schemaId];
    return r && (t.code.source || t.code.process) ? (0, j._)`/*# sourceURL=${r} */` : j.nil;
  }
  function q9(e, t) {
    if (dS(e) && (hS(e), lS(e))) {
      U9(e, t);
      return;
    }
    (0, fS.boolOrEmptySchema)(e, t);
  }
  function lS({ schema: e, self: t }) {
    if (typeof e == "boolean") return !e;
    for (const r in e) if (t.RULES.all[r]) return !0;
    return !1;
  }
  function dS(e) {
    return typeof e.schema != "boolean";
  }
  function U9(e, t) {
    const { schema: r, gen: n, opts: o } = e;
    o.$comment && r.$comment && yS(e), B9(e), z9(e);
    const s = n.const("_errs", V.default.errors);
    gS(e, s), n.var(t, (0, j._)`${s} === ${V.default.errors}`);
  }
  function hS(e) {
    (0, Eo.checkUnknownRules)(e), K9(e);
  }
  function gS(e, t) {
    if (e.opts.jtd) return cS(e, [], !1, t);
    const r = (0, aS.getSchemaTypes)(e.schema),
      n = (0, aS.coerceAndCheckDataType)(e, r);
    cS(e, r, !n, t);
  }
  function K9(e) {
    const { schema: t, errSchemaPath: r, opts: n, self: o } = e;
    t.$ref &&
      n.ignoreKeywordsWithRef &&
      (0, Eo.schemaHasRulesButRef)(t, o.RULES) &&
      o.logger.warn(`$ref: keywords ignored in schema at path "${r}"`);
  }
  function G9(e) {
    const { schema: t, opts: r } = e;
    t.default !== void 0 &&
      r.useDefaults &&
      r.strictSchema &&
      (0, Eo.checkStrictMode)(e, "default is ignored in the schema root");
  }
  function B9(e) {
    const t = e.schema[e.opts.schemaId];
    t && (e.baseId = (0, M9.resolveUrl)(e.opts.uriResolver, e.baseId, t));
  }
  function z9(e) {
    if (e.schema.$async && !e.schemaEnv.$async) throw new Error("async schema in sync schema");
  }
  function yS({ gen: e, schemaEnv: t, schema: r, errSchemaPath: n, opts: o }) {
    const s = r.$comment;
    if (o.$comment === !0) e.code((0, j._)`${V.default.self}.logger.log(${s})`);
    else if (typeof o.$comment == "function") {
      const i = (0, j.str)`${n}/$comment`,
        a = e.scopeValue("root", { ref: t.root });
      e.code((0, j._)`${V.default.self}.opts.$comment(${s}, ${i}, ${a}.schema)`);
    }
  }
  function H9(e) {
    const { gen: t, schemaEnv: r, validateName: n, ValidationError: o, opts: s } = e;
    r.$async
      ? t.if(
          (0, j._)`${V.default.errors} === 0`,
          () => t.return(V.default.data),
          () => t.throw((0, j._)`new ${o}(${V.default.vErrors})`),
        )
      : (t.assign((0, j._)`${n}.errors`, V.default.vErrors),
        s.unevaluated && W9(e),
        t.return((0, j._)`${V.default.errors} === 0`));
  }
  function W9({ gen: e, evaluated: t, props: r, items: n }) {
    r instanceof j.Name && e.assign((0, j._)`${t}.props`, r), n instanceof j.Name && e.assign((0, j._)`${t}.items`, n);
  }
  function cS(e, t, r, n) {
    const { gen: o, schema: s, data: i, allErrors: a, opts: c, self: m } = e,
      { RULES: p } = m;
    if (s.$ref && (c.ignoreKeywordsWithRef || !(0, Eo.schemaHasRulesButRef)(s, p))) {
      o.block(() => IS(e, "$ref", p.all.$ref.definition));
      return;
    }
    c.jtd || V9(e, t),
      o.block(() => {
        for (const g of p.rules) l(g);
        l(p.post);
      });
    function l(g) {
      (0, jy.shouldUseGroup)(s, g) &&
        (g.type
          ? (o.if((0, Bf.checkDataType)(g.type, i, c.strictNumbers)),
            mS(e, g),
            t.length === 1 && t[0] === g.type && r && (o.else(), (0, Bf.reportTypeError)(e)),
            o.endIf())
          : mS(e, g),
        a || o.if((0, j._)`${V.default.errors} === ${n || 0}`));
    }
  }
  function mS(e, t) {
    const {
      gen: r,
      schema: n,
      opts: { useDefaults: o },
    } = e;
    o && (0, R9.assignDefaults)(e, t.type),
      r.block(() => {
        for (const s of t.rules) (0, jy.shouldUseRule)(n, s) && IS(e, s.keyword, s.definition, t.type);
      });
  }
  function V9(e, t) {
    e.schemaEnv.meta || !e.opts.strictTypes || (J9(e, t), e.opts.allowUnionTypes || Y9(e, t), X9(e, e.dataTypes));
  }
  function J9(e, t) {
    if (t.length) {
      if (!e.dataTypes.length) {
        e.dataTypes = t;
        return;
      }
      t.forEach((r) => {
        xS(e.dataTypes, r) || Dy(e, `type "${r}" not allowed by context "${e.dataTypes.join(",")}"`);
      }),
        Q9(e, t);
    }
  }
  function Y9(e, t) {
    t.length > 1 && !(t.length === 2 && t.includes("null")) && Dy(e, "use allowUnionTypes to allow union type keyword");
  }
  function X9(e, t) {
    const r = e.self.RULES.all;
    for (const n in r) {
      const o = r[n];
      if (typeof o == "object" && (0, jy.shouldUseRule)(e.schema, o)) {
        const { type: s } = o.definition;
        s.length && !s.some((i) => Z9(t, i)) && Dy(e, `missing type "${s.join(",")}" for keyword "${n}"`);
      }
    }
  }
  function Z9(e, t) {
    return e.includes(t) || (t === "number" && e.includes("integer"));
  }
  function xS(e, t) {
    return e.includes(t) || (t === "integer" && e.includes("number"));
  }
  function Q9(e, t) {
    const r = [];
    for (const n of e.dataTypes) xS(t, n) ? r.push(n) : t.includes("integer") && n === "number" && r.push("integer");
    e.dataTypes = r;
  }
  function Dy(e, t) {
    const r = e.schemaEnv.baseId + e.errSchemaPath;
    (t += ` at "${r}" (strictTypes)`), (0, Eo.checkStrictMode)(e, t, e.opts.strictTypes);
  }
  var zf = class {
    constructor(t, r, n) {
      if (
        ((0, Lu.validateKeywordUsage)(t, r, n),
        (this.gen = t.gen),
        (this.allErrors = t.allErrors),
        (this.keyword = n),
        (this.data = t.data),
        (this.schema = t.schema[n]),
        (this.$data = r.$data && t.opts.$data && this.schema && this.schema.$data),
        (this.schemaValue = (0, Eo.schemaRefOrVal)(t, this.schema, n, this.$data)),
        (this.schemaType = r.schemaType),
        (this.parentSchema = t.schema),
        (this.params = {}),
        (this.it = t),
        (this.def = r),
        this.$data)
      )
        this.schemaCode = t.gen.const("vSchema", $S(this.$data, t));
      else if (
        ((this.schemaCode = this.schemaValue), !(0, Lu.validSchemaType)(this.schema, r.schemaType, r.allowUndefined))
      )
        throw new Error(`${n} value must be ${JSON.stringify(r.schemaType)}`);
      ("code" in r ? r.trackErrors : r.errors !== !1) && (this.errsCount = t.gen.const("_errs", V.default.errors));
    }
    result(t, r, n) {
      this.failResult((0, j.not)(t), r, n);
    }
    failResult(t, r, n) {
      this.gen.if(t),
        n ? n() : this.error(),
        r
          ? (this.gen.else(), r(), this.allErrors && this.gen.endIf())
          : this.allErrors
            ? this.gen.endIf()
            : this.gen.else();
    }
    pass(t, r) {
      this.failResult((0, j.not)(t), void 0, r);
    }
    fail(t) {
      if (t === void 0) {
        this.error(), this.allErrors || this.gen.if(!1);
        return;
      }
      this.gen.if(t), this.error(), this.allErrors ? this.gen.endIf() : this.gen.else();
    }
    fail$data(t) {
      if (!this.$data) return this.fail(t);
      const { schemaCode: r } = this;
      this.fail((0, j._)`${r} !== undefined && (${(0, j.or)(this.invalid$data(), t)})`);
    }
    error(t, r, n) {
      if (r) {
        this.setParams(r), this._error(t, n), this.setParams({});
        return;
      }
      this._error(t, n);
    }
    _error(t, r) {
      (t ? Fu.reportExtraError : Fu.reportError)(this, this.def.error, r);
    }
    $dataError() {
      (0, Fu.reportError)(this, this.def.$dataError || Fu.keyword$DataError);
    }
    reset() {
      if (this.errsCount === void 0) throw new Error('add "trackErrors" to keyword definition');
      (0, Fu.resetErrorsCount)(this.gen, this.errsCount);
    }
    ok(t) {
      this.allErrors || this.gen.if(t);
    }
    setParams(t, r) {
      r ? Object.assign(this.params, t) : (this.params = t);
    }
    block$data(t, r, n = j.nil) {
      this.gen.block(() => {
        this.check$data(t, n), r();
      });
    }
    check$data(t = j.nil, r = j.nil) {
      if (!this.$data) return;
      const { gen: n, schemaCode: o, schemaType: s, def: i } = this;
      n.if((0, j.or)((0, j._)`${o} === undefined`, r)),
        t !== j.nil && n.assign(t, !0),
        (s.length || i.validateSchema) &&
          (n.elseIf(this.invalid$data()), this.$dataError(), t !== j.nil && n.assign(t, !1)),
        n.else();
    }
    invalid$data() {
      const { gen: t, schemaCode: r, schemaType: n, def: o, it: s } = this;
      return (0, j.or)(i(), a());
      function i() {
        if (n.length) {
          if (!(r instanceof j.Name)) throw new Error("ajv implementation error");
          const c = Array.isArray(n) ? n : [n];
          return (0, j._)`${(0, Bf.checkDataTypes)(c, r, s.opts.strictNumbers, Bf.DataType.Wrong)}`;
        }
        return j.nil;
      }
      function a() {
        if (o.validateSchema) {
          const c = t.scopeValue("validate$data", { ref: o.validateSchema });
          return (0, j._)`!${c}(${r})`;
        }
        return j.nil;
      }
    }
    subschema(t, r) {
      const n = (0, Ly.getSubschema)(this.it, t);
      (0, Ly.extendSubschemaData)(n, this.it, t), (0, Ly.extendSubschemaMode)(n, t);
      const o = { ...this.it, ...n, items: void 0, props: void 0 };
      return (q9(o, r), o);
    }
    mergeEvaluated(t, r) {
      const { it: n, gen: o } = this;
      n.opts.unevaluated &&
        (n.props !== !0 && t.props !== void 0 && (n.props = Eo.mergeEvaluated.props(o, t.props, n.props, r)),
        n.items !== !0 && t.items !== void 0 && (n.items = Eo.mergeEvaluated.items(o, t.items, n.items, r)));
    }
    mergeValidEvaluated(t, r) {
      const { it: n, gen: o } = this;
      if (n.opts.unevaluated && (n.props !== !0 || n.items !== !0))
        return (o.if(r, () => this.mergeEvaluated(t, j.Name)), !0);
    }
  };
  Vo.KeywordCxt = zf;
  function IS(e, t, r, n) {
    const o = new zf(e, r, t);
    "code" in r
      ? r.code(o, n)
      : o.$data && r.validate
        ? (0, Lu.funcKeywordCode)(o, r)
        : "macro" in r
          ? (0, Lu.macroKeywordCode)(o, r)
          : (r.compile || r.validate) && (0, Lu.funcKeywordCode)(o, r);
  }
  var eH = /^\/(?:[^~]|~0|~1)*$/,
    tH = /^([0-9]+)(#|\/(?:[^~]|~0|~1)*)?$/;
  function $S(e, { dataLevel: t, dataNames: r, dataPathArr: n }) {
    let o, s;
    if (e === "") return V.default.rootData;
    if (e[0] === "/") {
      if (!eH.test(e)) throw new Error(`Invalid JSON-pointer: ${e}`);
      (o = e), (s = V.default.rootData);
    } else {
      const m = tH.exec(e);
      if (!m) throw new Error(`Invalid JSON-pointer: ${e}`);
      const p = +m[1];
      if (((o = m[2]), o === "#")) {
        if (p >= t) throw new Error(c("property/index", p));
        return n[t - p];
      }
      if (p > t) throw new Error(c("data", p));
      if (((s = r[t - p]), !o)) return s;
    }
    let i = s,
      a = o.split("/");
    for (const m of a)
      m && ((s = (0, j._)`${s}${(0, j.getProperty)((0, Eo.unescapeJsonPointer)(m))}`), (i = (0, j._)`${i} && ${s}`));
    return i;
    function c(m, p) {
      return `Cannot access ${m} ${p} levels up, current level is ${t}`;
    }
  }
  Vo.getData = $S;
});
var Hf = M((Uy) => {
  Object.defineProperty(Uy, "__esModule", { value: !0 });
  var qy = class extends Error {
    constructor(t) {
      super("validation failed"), (this.errors = t), (this.ajv = this.validation = !0);
    }
  };
  Uy.default = qy;
});
var Du = M((By) => {
  Object.defineProperty(By, "__esModule", { value: !0 });
  var Ky = Nu(),
    Gy = class extends Error {
      constructor(t, r, n, o) {
        super(o || `can't resolve reference ${n} from id ${r}`),
          (this.missingRef = (0, Ky.resolveUrl)(t, r, n)),
          (this.missingSchema = (0, Ky.normalizeId)((0, Ky.getFullPath)(t, this.missingRef)));
      }
    };
  By.default = Gy;
});
var Vf = M((zr) => {
  Object.defineProperty(zr, "__esModule", { value: !0 });
  zr.resolveSchema = zr.getCompilingSchema = zr.resolveRef = zr.compileSchema = zr.SchemaEnv = void 0;
  var pn = ue(),
    rH = Hf(),
    js = bo(),
    ln = Nu(),
    bS = be(),
    nH = ju(),
    Ui = class {
      constructor(t) {
        var r;
        (this.refs = {}), (this.dynamicAnchors = {});
        let n;
        typeof t.schema == "object" && (n = t.schema),
          (this.schema = t.schema),
          (this.schemaId = t.schemaId),
          (this.root = t.root || this),
          (this.baseId = (r = t.baseId) !== null && r !== void 0 ? r : (0, ln.normalizeId)(n?.[t.schemaId || "$id"])),
          (this.schemaPath = t.schemaPath),
          (this.localRefs = t.localRefs),
          (this.meta = t.meta),
          (this.$async = n?.$async),
          (this.refs = {});
      }
    };
  zr.SchemaEnv = Ui;
  function Hy(e) {
    const t = ES.call(this, e);
    if (t) return t;
    let r = (0, ln.getFullPath)(this.opts.uriResolver, e.root.baseId),
      { es5: n, lines: o } = this.opts.code,
      { ownProperties: s } = this.opts,
      i = new pn.CodeGen(this.scope, { es5: n, lines: o, ownProperties: s }),
      a;
    e.$async &&
      (a = i.scopeValue("Error", {
        ref: rH.default,
        code: (0, pn._)`require("ajv/dist/runtime/validation_error").default`,
      }));
    const c = i.scopeName("validate");
    e.validateName = c;
    let m = {
        gen: i,
        allErrors: this.opts.allErrors,
        data: js.default.data,
        parentData: js.default.parentData,
        parentDataProperty: js.default.parentDataProperty,
        dataNames: [js.default.data],
        dataPathArr: [pn.nil],
        dataLevel: 0,
        dataTypes: [],
        definedProperties: new Set(),
        topSchemaRef: i.scopeValue(
          "schema",
          this.opts.code.source === !0 ? { ref: e.schema, code: (0, pn.stringify)(e.schema) } : { ref: e.schema },
        ),
        validateName: c,
        ValidationError: a,
        schema: e.schema,
        schemaEnv: e,
        rootId: r,
        baseId: e.baseId || r,
        schemaPath: pn.nil,
        errSchemaPath: e.schemaPath || (this.opts.jtd ? "" : "#"),
        errorPath: (0, pn._)`""`,
        opts: this.opts,
        self: this,
      },
      p;
    try {
      this._compilations.add(e), (0, nH.validateFunctionCode)(m), i.optimize(this.opts.code.optimize);
      const l = i.toString();
      (p = `${i.scopeRefs(js.default.scope)}return ${l}`), this.opts.code.process && (p = this.opts.code.process(p, e));
      const y = new Function(`${js.default.self}`, `${js.default.scope}`, p)(this, this.scope.get());
      if (
        (this.scope.value(c, { ref: y }),
        (y.errors = null),
        (y.schema = e.schema),
        (y.schemaEnv = e),
        e.$async && (y.$async = !0),
        this.opts.code.source === !0 && (y.source = { validateName: c, validateCode: l, scopeValues: i._values }),
        this.opts.unevaluated)
      ) {
        const { props: x, items: $ } = m;
        (y.evaluated = {
          props: x instanceof pn.Name ? void 0 : x,
          items: $ instanceof pn.Name ? void 0 : $,
          dynamicProps: x instanceof pn.Name,
          dynamicItems: $ instanceof pn.Name,
        }),
          y.source && (y.source.evaluated = (0, pn.stringify)(y.evaluated));
      }
      return ((e.validate = y), e);
    } catch (l) {
      throw (
        delete e.validate, delete e.validateName, p && this.logger.error("Error compiling schema, function code:", p), l
      );
    } finally {
      this._compilations.delete(e);
    }
  }
  zr.compileSchema = Hy;
  function oH(e, t, r) {
    var n;
    r = (0, ln.resolveUrl)(this.opts.uriResolver, t, r);
    const o = e.refs[r];
    if (o) return o;
    let s = aH.call(this, e, r);
    if (s === void 0) {
      const i = (n = e.localRefs) === null || n === void 0 ? void 0 : n[r],
        { schemaId: a } = this.opts;
      i && (s = new Ui({ schema: i, schemaId: a, root: e, baseId: t }));
    }
    if (s !== void 0) return (e.refs[r] = sH.call(this, s));
  }
  zr.resolveRef = oH;
  function sH(e) {
    return (0, ln.inlineRef)(e.schema, this.opts.inlineRefs) ? e.schema : e.validate ? e : Hy.call(this, e);
  }
  function ES(e) {
    for (const t of this._compilations) if (iH(t, e)) return t;
  }
  zr.getCompilingSchema = ES;
  function iH(e, t) {
    return e.schema === t.schema && e.root === t.root && e.baseId === t.baseId;
  }
  function aH(e, t) {
    let r;
    for (; typeof (r = this.refs[t]) == "string"; ) t = r;
    return r || this.schemas[t] || Wf.call(this, e, t);
  }
  function Wf(e, t) {
    let r = this.opts.uriResolver.parse(t),
      n = (0, ln._getFullPath)(this.opts.uriResolver, r),
      o = (0, ln.getFullPath)(this.opts.uriResolver, e.baseId, void 0);
    if (Object.keys(e.schema).length > 0 && n === o) return zy.call(this, r, e);
    const s = (0, ln.normalizeId)(n),
      i = this.refs[s] || this.schemas[s];
    if (typeof i == "string") {
      const a = Wf.call(this, e, i);
      return typeof a?.schema != "object" ? void 0 : zy.call(this, r, a);
    }
    if (typeof i?.schema == "object") {
      if ((i.validate || Hy.call(this, i), s === (0, ln.normalizeId)(t))) {
        const { schema: a } = i,
          { schemaId: c } = this.opts,
          m = a[c];
        return (
          m && (o = (0, ln.resolveUrl)(this.opts.uriResolver, o, m)),
          new Ui({ schema: a, schemaId: c, root: e, baseId: o })
        );
      }
      return zy.call(this, r, i);
    }
  }
  zr.resolveSchema = Wf;
  var uH = new Set(["properties", "patternProperties", "enum", "dependencies", "definitions"]);
  function zy(e, { baseId: t, schema: r, root: n }) {
    var o;
    if (((o = e.fragment) === null || o === void 0 ? void 0 : o[0]) !== "/") return;
    for (const a of e.fragment.slice(1).split("/")) {
      if (typeof r == "boolean") return;
      const c = r[(0, bS.unescapeFragment)(a)];
      if (c === void 0) return;
      r = c;
      const m = typeof r == "object" && r[this.opts.schemaId];
      !uH.has(a) && m && (t = (0, ln.resolveUrl)(this.opts.uriResolver, t, m));
    }
    let s;
    if (typeof r != "boolean" && r.$ref && !(0, bS.schemaHasRulesButRef)(r, this.RULES)) {
      const a = (0, ln.resolveUrl)(this.opts.uriResolver, t, r.$ref);
      s = Wf.call(this, n, a);
    }
    const { schemaId: i } = this.opts;
    if (((s = s || new Ui({ schema: r, schemaId: i, root: n, baseId: t })), s.schema !== s.root.schema)) return s;
  }
});
var wS = M((ome, cH) => {
  cH.exports = {
    $id: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#",
    description: "Meta-schema for $data reference (JSON AnySchema extension proposal)",
    type: "object",
    required: ["$data"],
    properties: { $data: { type: "string", anyOf: [{ format: "relative-json-pointer" }, { format: "json-pointer" }] } },
    additionalProperties: !1,
  };
});
var Zy = M((sme, CS) => {
  var mH = RegExp.prototype.test.bind(/^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/iu),
    Vy = RegExp.prototype.test.bind(
      /^(?:(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d{2}|[1-9]\d|\d)$/u,
    ),
    fH = RegExp.prototype.test.bind(/^\d*$/u),
    Ds = RegExp.prototype.test.bind(/^[\da-f]{2}$/iu),
    Jy = RegExp.prototype.test.bind(/^[\da-z\-._~]$/iu),
    TS = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/]$/u),
    Yy = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:@/?]$/u),
    pH = RegExp.prototype.test.bind(/^[A-Za-z0-9\-._~!$&'()*+,;=:]$/u),
    $r = new Array(256);
  {
    const e = "0123456789ABCDEF";
    for (let t = 0; t < 256; t++) $r[t] = "%" + e[t >> 4] + e[t & 15];
  }
  function Wt(e) {
    return e < 2048
      ? $r[192 | (e >> 6)] + $r[128 | (e & 63)]
      : e < 65536
        ? $r[224 | (e >> 12)] + $r[128 | ((e >> 6) & 63)] + $r[128 | (e & 63)]
        : $r[240 | (e >> 18)] + $r[128 | ((e >> 12) & 63)] + $r[128 | ((e >> 6) & 63)] + $r[128 | (e & 63)];
  }
  function lH(e) {
    let t = "",
      r = 0,
      n = 0;
    for (n = 0; n < e.length; n++)
      if (((r = e[n].charCodeAt(0)), r !== 48)) {
        if (!((r >= 48 && r <= 57) || (r >= 65 && r <= 70) || (r >= 97 && r <= 102))) return "";
        t += e[n];
        break;
      }
    for (n += 1; n < e.length; n++) {
      if (((r = e[n].charCodeAt(0)), !((r >= 48 && r <= 57) || (r >= 65 && r <= 70) || (r >= 97 && r <= 102))))
        return "";
      t += e[n];
    }
    return t;
  }
  var dH = RegExp.prototype.test.bind(/^[\dA-Fa-f]{1,4}$/),
    hH = RegExp.prototype.test.bind(/^[vV][\dA-Fa-f]+\.[A-Za-z\d\-._~!$&'()*+,;=:]+$/),
    gH = RegExp.prototype.test.bind(/^[A-Za-z\d\-._~]$/),
    yH = RegExp.prototype.test.bind(/[^!"$&'()*+,\-.;=_`a-z{}~]/u);
  function xH(e) {
    if (e.length === 0) return !1;
    for (let t = 0; t < e.length; t++)
      if (!gH(e[t])) {
        if (e[t] === "%" && t + 2 < e.length && Ds(e.slice(t + 1, t + 3))) {
          t += 2;
          continue;
        }
        return !1;
      }
    return !0;
  }
  function SS(e) {
    let t = -1,
      r = 0,
      n = -1,
      o = 0;
    for (let a = 0; a < e.length; a++)
      e[a] === "0" ? (n === -1 && (n = a), o++, o > r && ((r = o), (t = n))) : ((n = -1), (o = 0));
    if (r < 2) return e.join(":");
    const s = e.slice(0, t).join(":"),
      i = e.slice(t + r).join(":");
    return s + "::" + i;
  }
  function IH(e) {
    const t = e.indexOf("::");
    if (t !== -1 && e.indexOf("::", t + 1) !== -1) return;
    const r = t === -1 ? e.split(":") : e.slice(0, t).split(":"),
      n = t === -1 ? [] : e.slice(t + 2).split(":");
    t !== -1 && (r.length === 1 && r[0] === "" && (r.length = 0), n.length === 1 && n[0] === "" && (n.length = 0));
    let o = r.concat(n),
      s = 0;
    for (let a = 0; a < o.length; a++) {
      const c = o[a];
      if (c === "") return;
      if (c.indexOf(".") !== -1) {
        if (a !== o.length - 1 || (t !== -1 && n.length === 0) || !Vy(c)) return;
        s += 2;
        continue;
      }
      if (!dH(c)) return;
      (o[a] = parseInt(c, 16).toString(16)), s++;
    }
    if (t === -1) return s !== 8 ? void 0 : SS(o);
    if (s >= 8) return;
    const i = o.slice(0, r.length);
    for (let a = s; a < 8; a++) i.push("0");
    for (let a = r.length; a < o.length; a++) i.push(o[a]);
    return SS(i);
  }
  function Wy(e) {
    const t = e[0] === "[" && e[e.length - 1] === "]";
    if ((e[0] === "[" || e[e.length - 1] === "]") && !t) return { host: e, isIPV6: !1, error: !0 };
    let n = t ? e.slice(1, -1) : e;
    if (t && hH(n)) return ((n = n.toLowerCase()), { host: `[${n}]`, escapedHost: n, isIPV6: !1, isIPVFuture: !0 });
    if ($H(n, ":") < 2) return { host: e, isIPV6: !1, error: t };
    let o = "",
      s = n.indexOf("%");
    if (s !== -1) {
      const a = n.slice(s, s + 3).toLowerCase() === "%25" ? 3 : 1;
      if (((o = n.slice(s + a)), !xH(o))) return { host: e, isIPV6: !1, error: !0 };
      n = n.slice(0, s);
    }
    const i = IH(n);
    return i === void 0
      ? { host: e, isIPV6: !1, error: !0 }
      : { host: i + (o ? "%" + o : ""), escapedHost: i + (o ? "%25" + o : ""), isIPV6: !0 };
  }
  function $H(e, t) {
    let r = 0;
    for (let n = 0; n < e.length; n++) e[n] === t && r++;
    return r;
  }
  function kS(e) {
    let t = e,
      r = [],
      n = -1,
      o = 0;
    for (; (o = t.length); ) {
      if (o === 1) {
        if (t === ".") break;
        if (t === "/") {
          r.push("/");
          break;
        } else {
          r.push(t);
          break;
        }
      } else if (o === 2) {
        if (t[0] === ".") {
          if (t[1] === ".") break;
          if (t[1] === "/") {
            t = t.slice(2);
            continue;
          }
        } else if (t[0] === "/" && (t[1] === "." || t[1] === "/")) {
          r.push("/");
          break;
        }
      } else if (o === 3 && t === "/..") {
        r.length !== 0 && r.pop(), r.push("/");
        break;
      }
      if (t[0] === ".") {
        if (t[1] === ".") {
          if (t[2] === "/") {
            t = t.slice(3);
            continue;
          }
        } else if (t[1] === "/") {
          t = t.slice(2);
          continue;
        }
      } else if (t[0] === "/" && t[1] === ".") {
        if (t[2] === "/") {
          t = t.slice(2);
          continue;
        } else if (t[2] === "." && t[3] === "/") {
          (t = t.slice(3)), r.length !== 0 && r.pop();
          continue;
        }
      }
      if ((n = t.indexOf("/", 1)) === -1) {
        r.push(t);
        break;
      } else r.push(t.slice(0, n)), (t = t.slice(n));
    }
    return r.join("");
  }
  function bH(e) {
    if (e === "" || e[0] === "/") return kS(e);
    let t = e.split("/"),
      r = t.length - 1,
      n = [],
      o = !1;
    for (let s = 0; s <= r; s++) {
      const i = t[s];
      i === "." || i === ".."
        ? (i === ".." && (n.length !== 0 && n[n.length - 1] !== ".." ? n.pop() : n.push("..")), (o = s === r))
        : n.push(i);
    }
    return (
      o && n[n.length - 1] !== ".." && n.push(""),
      (n.length === 0 || n[0] === "" || n[0].includes(":")) && n.unshift("."),
      n.join("/")
    );
  }
  var EH = { "@": "%40", "/": "%2F", "?": "%3F", "#": "%23", ":": "%3A" },
    wH = /[@/?#:]/g,
    SH = /[@/?#]/g;
  function _S(e, t) {
    const r = t ? SH : wH;
    return ((r.lastIndex = 0), e.replace(r, (n) => EH[n]));
  }
  function vS(e, t = !1) {
    if (e.indexOf("%") === -1) return e;
    let r = "";
    for (let n = 0; n < e.length; n++) {
      if (e[n] === "%" && n + 2 < e.length) {
        const o = e.slice(n + 1, n + 3);
        if (Ds(o)) {
          const s = o.toUpperCase(),
            i = String.fromCharCode(parseInt(s, 16));
          t && Jy(i) ? (r += i) : (r += "%" + s), (n += 2);
          continue;
        }
      }
      r += e[n];
    }
    return r;
  }
  function TH(e) {
    let t = "";
    for (let r = 0; r < e.length; r++) {
      const n = e[r];
      if (n === "%" && r + 2 < e.length) {
        const o = e.slice(r + 1, r + 3);
        if (Ds(o)) {
          const s = o.toUpperCase(),
            i = String.fromCharCode(parseInt(s, 16));
          i !== "." && Jy(i) ? (t += i) : (t += "%" + s), (r += 2);
          continue;
        }
      }
      if (TS(n)) t += n;
      else {
        const o = e.charCodeAt(r);
        if (o < 128) t += OS(o) ? n : $r[o];
        else if (o < 55296 || o > 57343) t += Wt(o);
        else if (o <= 56319 && r + 1 < e.length) {
          const s = e.charCodeAt(r + 1);
          s >= 56320 && s <= 57343 ? ((t += Wt(65536 + ((o - 55296) << 10) + (s - 56320))), r++) : (t += Wt(65533));
        } else t += Wt(65533);
      }
    }
    return t;
  }
  function kH(e, t = !1) {
    let r = "",
      n = t && e[0] !== "/";
    for (let o = 0; o < e.length; o++) {
      const s = e[o];
      if (s === "%" && o + 2 < e.length) {
        const i = e.slice(o + 1, o + 3);
        if (Ds(i)) {
          (r += "%" + i.toUpperCase()), (o += 2);
          continue;
        }
      }
      if ((s === "/" && (n = !1), TS(s) && (s !== ":" || !n))) r += s;
      else {
        const i = e.charCodeAt(o);
        if (i < 128) r += $r[i];
        else if (i < 55296 || i > 57343) r += Wt(i);
        else if (i <= 56319 && o + 1 < e.length) {
          const a = e.charCodeAt(o + 1);
          a >= 56320 && a <= 57343 ? ((r += Wt(65536 + ((i - 55296) << 10) + (a - 56320))), o++) : (r += Wt(65533));
        } else r += Wt(65533);
      }
    }
    return r;
  }
  function Xy(e, t) {
    let r = "";
    for (let n = 0; n < e.length; n++) {
      const o = e[n];
      if (o === "%" && n + 2 < e.length) {
        const s = e.slice(n + 1, n + 3);
        if (Ds(s)) {
          (r += "%" + s.toUpperCase()), (n += 2);
          continue;
        }
      }
      if (t(o)) r += o;
      else {
        const s = e.charCodeAt(n);
        if (s < 128) r += $r[s];
        else if (s < 55296 || s > 57343) r += Wt(s);
        else if (s <= 56319 && n + 1 < e.length) {
          const i = e.charCodeAt(n + 1);
          i >= 56320 && i <= 57343 ? ((r += Wt(65536 + ((s - 55296) << 10) + (i - 56320))), n++) : (r += Wt(65533));
        } else r += Wt(65533);
      }
    }
    return r;
  }
  function PS(e) {
    return Xy(e, pH);
  }
  function _H(e) {
    return Xy(e, Yy);
  }
  function vH(e) {
    return Xy(e, Yy);
  }
  function OS(e) {
    return (
      (e >= 48 && e <= 57) ||
      (e >= 65 && e <= 90) ||
      (e >= 97 && e <= 122) ||
      e === 42 ||
      e === 43 ||
      e === 45 ||
      e === 46 ||
      e === 47 ||
      e === 64 ||
      e === 95
    );
  }
  function PH(e) {
    let t = "";
    for (let r = 0; r < e.length; r++) {
      const n = e[r];
      if (n === "%" && r + 2 < e.length) {
        const o = e.slice(r + 1, r + 3);
        if (Ds(o)) {
          const s = o.toUpperCase(),
            i = String.fromCharCode(parseInt(s, 16));
          Jy(i) ? (t += i) : (t += "%" + s), (r += 2);
          continue;
        }
      }
      if (Yy(n)) t += n;
      else {
        const o = e.charCodeAt(r);
        if (o < 128) t += OS(o) ? n : $r[o];
        else if (o < 55296 || o > 57343) t += Wt(o);
        else if (o <= 56319 && r + 1 < e.length) {
          const s = e.charCodeAt(r + 1);
          s >= 56320 && s <= 57343 ? ((t += Wt(65536 + ((o - 55296) << 10) + (s - 56320))), r++) : (t += Wt(65533));
        } else t += Wt(65533);
      }
    }
    return t;
  }
  function OH(e) {
    let t = "";
    for (let r = 0; r < e.length; r++) {
      if (e[r] === "%" && r + 2 < e.length) {
        const n = e.slice(r + 1, r + 3);
        if (Ds(n)) {
          (t += "%" + n.toUpperCase()), (r += 2);
          continue;
        }
      }
      t += escape(e[r]);
    }
    return t;
  }
  function CH(e) {
    const t = [];
    if ((e.userinfo !== void 0 && (t.push(PS(e.userinfo)), t.push("@")), e.host !== void 0)) {
      let r = e.host;
      if (!Vy(r)) {
        let n = Wy(r);
        n.isIPV6 !== !0 && n.isIPVFuture !== !0 && ((r = vS(r, !0)), (n = Wy(r))),
          n.isIPV6 === !0 || n.isIPVFuture === !0 ? (r = `[${n.escapedHost}]`) : (r = _S(r, !1));
      }
      t.push(r);
    }
    if (typeof e.port == "number" || typeof e.port == "string") {
      const r = String(e.port);
      if (!fH(r)) throw new TypeError("URI port is malformed.");
      t.push(":"), t.push(r);
    }
    return t.length ? t.join("") : void 0;
  }
  CS.exports = {
    nonSimpleDomain: yH,
    recomposeAuthority: CH,
    reescapeHostDelimiters: _S,
    normalizePercentEncoding: vS,
    normalizePathEncoding: TH,
    serializePathEncoding: kH,
    normalizeQueryFragmentEncoding: PH,
    encodeUserinfo: PS,
    encodeQuery: _H,
    encodeFragment: vH,
    escapePreservingEscapes: OH,
    removeDotSegments: kS,
    removeDotSegmentsRelative: bH,
    isIPv4: Vy,
    isUUID: mH,
    normalizeIPv6: Wy,
    stringArrayToHexStripped: lH,
  };
});
var FS = M((ime, NS) => {
  var { isUUID: AH } = Zy(),
    RH = /^([\da-z][\d\-a-z]{0,31}):((?:[\w!$'()*+,\-./:;=@]|%[\da-f]{2})+)$/iu,
    MH = ["http", "https", "ws", "wss", "urn", "urn:uuid"];
  function NH(e) {
    return MH.indexOf(e) !== -1;
  }
  function Qy(e) {
    return e.secure === !0
      ? !0
      : e.secure === !1
        ? !1
        : e.scheme
          ? e.scheme.length === 3 &&
            (e.scheme[0] === "w" || e.scheme[0] === "W") &&
            (e.scheme[1] === "s" || e.scheme[1] === "S") &&
            (e.scheme[2] === "s" || e.scheme[2] === "S")
          : !1;
  }
  function AS(e) {
    return (e.host || (e.error = e.error || "HTTP URIs must have a host."), e);
  }
  function RS(e) {
    const t = String(e.scheme).toLowerCase() === "https";
    return ((e.port === (t ? 443 : 80) || e.port === "") && (e.port = void 0), e.path || (e.path = "/"), e);
  }
  function FH(e) {
    return (
      (e.secure = Qy(e)),
      (e.resourceName = (e.path || "/") + (e.query ? "?" + e.query : "")),
      (e.path = void 0),
      (e.query = void 0),
      e
    );
  }
  function LH(e) {
    if (
      ((e.port === (Qy(e) ? 443 : 80) || e.port === "") && (e.port = void 0),
      typeof e.secure == "boolean" && ((e.scheme = e.secure ? "wss" : "ws"), (e.secure = void 0)),
      e.resourceName)
    ) {
      const t = e.resourceName.indexOf("?"),
        r = t === -1 ? e.resourceName : e.resourceName.slice(0, t);
      (e.path = r && r !== "/" ? r : void 0),
        (e.query = t === -1 ? void 0 : e.resourceName.slice(t + 1)),
        (e.resourceName = void 0);
    }
    return ((e.fragment = void 0), e);
  }
  function jH(e, t) {
    if (!e.path) return ((e.error = "URN can not be parsed"), e);
    const r = e.path.match(RH);
    if (r && r[0] === e.path) {
      const n = t.scheme || e.scheme || "urn";
      (e.nid = r[1].toLowerCase()), (e.nss = r[2]);
      const o = `${n}:${t.nid || e.nid}`,
        s = ex(o);
      (e.path = void 0), s && (e = s.parse(e, t));
    } else e.error = e.error || "URN can not be parsed.";
    return e;
  }
  function DH(e, t) {
    if (e.nid === void 0) throw new Error("URN without nid cannot be serialized");
    const r = t.scheme || e.scheme || "urn",
      n = e.nid.toLowerCase(),
      o = `${r}:${t.nid || n}`,
      s = ex(o);
    s && (e = s.serialize(e, t));
    const i = e,
      a = e.nss;
    return ((i.path = `${n || t.nid}:${a}`), (t.skipEscape = !0), i);
  }
  function qH(e, t) {
    const r = e;
    return (
      (r.uuid = r.nss),
      (r.nss = void 0),
      !t.tolerant && (!r.uuid || !AH(r.uuid)) && (r.error = r.error || "UUID is not valid."),
      r
    );
  }
  function UH(e) {
    const t = e;
    return ((t.nss = (e.uuid || "").toLowerCase()), t);
  }
  var MS = { scheme: "http", domainHost: !0, parse: AS, serialize: RS },
    KH = { scheme: "https", domainHost: MS.domainHost, parse: AS, serialize: RS },
    Jf = { scheme: "ws", domainHost: !0, parse: FH, serialize: LH },
    GH = { scheme: "wss", domainHost: Jf.domainHost, parse: Jf.parse, serialize: Jf.serialize },
    BH = { scheme: "urn", parse: jH, serialize: DH, skipNormalize: !0 },
    zH = { scheme: "urn:uuid", parse: qH, serialize: UH, skipNormalize: !0 },
    Yf = { http: MS, https: KH, ws: Jf, wss: GH, urn: BH, "urn:uuid": zH };
  Object.setPrototypeOf(Yf, null);
  function ex(e) {
    return (e && (Yf[e] || Yf[e.toLowerCase()])) || void 0;
  }
  NS.exports = { wsIsSecure: Qy, SCHEMES: Yf, isValidSchemeName: NH, getSchemeHandler: ex };
});
var XS = M((ame, tp) => {
  var {
      normalizeIPv6: US,
      removeDotSegments: Uu,
      removeDotSegmentsRelative: KS,
      recomposeAuthority: HH,
      normalizePercentEncoding: tx,
      normalizePathEncoding: WH,
      serializePathEncoding: LS,
      normalizeQueryFragmentEncoding: jS,
      encodeQuery: VH,
      encodeFragment: JH,
      reescapeHostDelimiters: YH,
      isIPv4: GS,
      nonSimpleDomain: XH,
    } = Zy(),
    { SCHEMES: BS, getSchemeHandler: rx } = FS(),
    zS = /^[A-Za-z][A-Za-z0-9+.-]*$/u,
    HS = "URI scheme is malformed.",
    Xf = "URI host is malformed.",
    ZH = /[\0-\x20"#/:<>?@[\\\]^`{|}\x7F]/u;
  function DS(e) {
    const t = String(e);
    if (!zS.test(t)) throw new TypeError(HS);
    return t;
  }
  function QH(e, t) {
    return (typeof e == "string" ? (e = u5(e, t)) : typeof e == "object" && (e = Qf(qs(e, t), t)), e);
  }
  function e5(e, t, r) {
    const n = r ? Object.assign({ scheme: "null" }, r) : { scheme: "null" },
      {
        parsed: o,
        malformedAuthorityOrPort: s,
        malformedPercentEncoding: i,
        malformedSchemeSpecific: a,
        malformedHost: c,
        malformedScheme: m,
      } = Zf(e, n),
      {
        parsed: p,
        malformedAuthorityOrPort: l,
        malformedPercentEncoding: g,
        malformedSchemeSpecific: y,
        malformedHost: x,
        malformedScheme: $,
      } = Zf(t, n);
    if (s || l || i || g || a || y || c || x || m || $) throw new Error(o.error || p.error || "URI is malformed.");
    const E = WS(o, p, n, !0),
      S = rx((r && r.scheme) || E.scheme),
      k = E.host,
      P = k !== void 0 && k !== "" && (GS(k) || US(k).isIPV6);
    if (JS(E, r || {}, S, P)) throw new Error(Xf);
    VS(E, r || {}, S, P);
    const A = k && k.indexOf("%") !== -1 && !/\P{ASCII}/u.test(k);
    if (E.error && !A) throw new Error(E.error);
    return ((n.skipEscape = !0), qs(E, n));
  }
  function WS(e, t, r, n) {
    const o = {};
    if ((n || ((e = Qf(qs(e, r), r)), (t = Qf(qs(t, r), r))), (r = r || {}), !r.tolerant && t.scheme))
      (o.scheme = t.scheme),
        (o.userinfo = t.userinfo),
        (o.host = t.host),
        (o.port = t.port),
        (o.path = Uu(t.path || "")),
        (o.query = t.query);
    else {
      if (t.userinfo !== void 0 || t.host !== void 0 || t.port !== void 0)
        (o.userinfo = t.userinfo),
          (o.host = t.host),
          (o.port = t.port),
          (o.path = Uu(t.path || "")),
          (o.query = t.query);
      else {
        if (!t.path) (o.path = e.path), t.query !== void 0 ? (o.query = t.query) : (o.query = e.query);
        else {
          if (t.path[0] === "/") o.path = Uu(t.path);
          else {
            const s = e.userinfo !== void 0 || e.host !== void 0 || e.port !== void 0;
            s && !e.path
              ? (o.path = "/" + t.path)
              : e.path
                ? (o.path = e.path.slice(0, e.path.lastIndexOf("/") + 1) + t.path)
                : (o.path = t.path),
              (o.path = e.scheme === void 0 && !s && o.path[0] !== "/" ? KS(o.path) : Uu(o.path));
          }
          o.query = t.query;
        }
        (o.userinfo = e.userinfo), (o.host = e.host), (o.port = e.port);
      }
      o.scheme = e.scheme;
    }
    return ((o.fragment = t.fragment), o);
  }
  function t5(e, t, r) {
    const n = qS(e, r),
      o = qS(t, r);
    return n !== void 0 && o !== void 0 && n === o;
  }
  function qs(e, t) {
    const r = {
        host: e.host,
        scheme: e.scheme,
        userinfo: e.userinfo,
        port: e.port,
        path: e.path,
        query: e.query,
        nid: e.nid,
        nss: e.nss,
        uuid: e.uuid,
        fragment: e.fragment,
        reference: e.reference,
        resourceName: e.resourceName,
        secure: e.secure,
        error: "",
      },
      n = Object.assign({}, t),
      o = [];
    r.scheme && (r.scheme = DS(r.scheme));
    const s = rx(n.scheme || r.scheme);
    s && s.serialize && s.serialize(r, n);
    const i = r.userinfo !== void 0 || r.host !== void 0 || r.port !== void 0,
      a = (r.scheme === void 0 || n.reference === "suffix") && !i,
      c = !n.skipEscape && a;
    r.path !== void 0 && (n.skipEscape ? (r.path = tx(r.path)) : (r.path = LS(r.path, c))),
      n.reference !== "suffix" && r.scheme && ((r.scheme = DS(r.scheme)), o.push(r.scheme, ":"));
    const m = HH(r);
    if (
      (m !== void 0 &&
        (n.reference !== "suffix" && o.push("//"), o.push(m), r.path && r.path[0] !== "/" && o.push("/")),
      r.path !== void 0)
    ) {
      let p = r.path;
      !n.absolutePath && (!s || !s.absolutePath) && (p = a && p[0] !== "/" ? KS(p) : Uu(p)),
        a && (p = LS(p, !0)),
        m === void 0 && p[0] === "/" && p[1] === "/" && (p = "/%2F" + p.slice(2)),
        o.push(p);
    }
    return (
      r.query !== void 0 && o.push("?", VH(r.query)), r.fragment !== void 0 && o.push("#", JH(r.fragment)), o.join("")
    );
  }
  var r5 =
      /^(?:([^#/:?]+):)?(?:\/\/((?:([^#/?@]*)@)?(\[[^#/?\]]+\]|[^#/:?]*)(?::(\d*))?))?([^#?]*)(?:\?([^#]*))?(?:#((?:.|[\n\r])*))?/u,
    n5 = /^(?:[^#/:?]+:)?\/\/([^/?#]*)/,
    o5 = /^(?:[^#/:?]+:)?([/\\\t\n\r]*)/;
  function s5(e, t) {
    if (t[2] !== void 0 && e.path && e.path[0] !== "/")
      return 'URI path must start with "/" when authority is present.';
    if (typeof e.port == "number" && (e.port < 0 || e.port > 65535)) return "URI port is malformed.";
  }
  function qu(e) {
    if (e === void 0) return !1;
    let t = e.indexOf("%");
    for (; t !== -1; ) {
      if (t + 2 >= e.length || !/^[\da-f]{2}$/iu.test(e.slice(t + 1, t + 3))) return !0;
      t = e.indexOf("%", t + 3);
    }
    return !1;
  }
  function ep(e) {
    return e[0] === "[" && e[e.length - 1] === "]";
  }
  function i5(e) {
    const t = e[4];
    return qu(e[3]) || (t !== void 0 && !ep(t) && qu(t)) || qu(e[6]) || qu(e[7]) || qu(e[8]);
  }
  function VS(e, t, r, n) {
    if (JS(e, t, r, n)) return ((e.error = e.error || Xf), !0);
    if (
      !t.unicodeSupport &&
      (!r || !r.unicodeSupport) &&
      e.host &&
      !ep(e.host) &&
      (t.domainHost || (r && r.domainHost)) &&
      n === !1 &&
      XH(e.host)
    ) {
      let o;
      try {
        o = new URL("http://" + e.host);
      } catch (s) {
        return ((e.error = e.error || "Host's domain name can not be converted to ASCII: " + s), !0);
      }
      if (!a5(o)) return ((e.error = e.error || Xf), !0);
      e.host = o.hostname;
    }
    return !1;
  }
  function JS(e, t, r, n) {
    return !!(e.host && n === !1 && !ep(e.host) && (t.domainHost || (r && r.domainHost)) && ZH.test(e.host));
  }
  function a5(e) {
    return (
      e.username === "" &&
      e.password === "" &&
      e.port === "" &&
      e.pathname === "/" &&
      e.search === "" &&
      e.hash === "" &&
      e.hostname !== ""
    );
  }
  function Zf(e, t) {
    let r = Object.assign({}, t),
      n = { scheme: void 0, userinfo: void 0, host: "", port: void 0, path: "", query: void 0, fragment: void 0 },
      o = !1,
      s = !1,
      i = !1,
      a = !1,
      c = !1,
      m = !1,
      p = !1;
    r.reference === "suffix" && (r.scheme ? (e = r.scheme + ":" + e) : (e = "//" + e));
    const l = e.match(n5);
    l !== null &&
      l[1].indexOf("\\") !== -1 &&
      ((n.error = "URI authority must not contain a literal backslash."), (o = !0));
    const g = e.match(o5);
    if (g !== null) {
      const x = g[1],
        $ = x.replace(/[\t\n\r]/g, "");
      $.length >= 2 &&
        ($.slice(0, 2) !== "//"
          ? ((n.error = n.error || "URI authority must not contain a literal backslash."), (o = !0))
          : x.length !== $.length &&
            ((n.error = n.error || "URI authority introducer must not contain whitespace."), (o = !0)));
    }
    const y = e.match(r5);
    if (y) {
      (n.scheme = y[1]),
        (n.userinfo = y[3]),
        (n.host = y[4]),
        (n.port = parseInt(y[5], 10)),
        (n.path = y[6] || ""),
        (n.query = y[7]),
        (n.fragment = y[8]),
        n.scheme !== void 0 &&
          (zS.test(n.scheme) ? (n.scheme = n.scheme.toLowerCase()) : ((n.error = n.error || HS), (m = !0))),
        (s = i5(y)),
        s && (n.error = n.error || "URI contains malformed percent-encoding."),
        isNaN(n.port) && (n.port = y[5]);
      const x = s5(n, y);
      if ((x !== void 0 && ((n.error = n.error || x), (o = !0)), n.host))
        if (GS(n.host) === !1) {
          const S = ep(n.host),
            k = n.host.indexOf("[") !== -1 || n.host.indexOf("]") !== -1,
            P = US(n.host);
          (p = P.isIPV6 || P.isIPVFuture === !0),
            (c = k && (!S || P.error === !0)),
            (n.host = p ? P.host : P.host.toLowerCase()),
            c && ((n.error = n.error || Xf), (o = !0));
        } else p = !0;
      n.scheme === void 0 &&
      n.userinfo === void 0 &&
      n.host === void 0 &&
      n.port === void 0 &&
      n.query === void 0 &&
      !n.path
        ? (n.reference = "same-document")
        : n.scheme === void 0
          ? (n.reference = "relative")
          : n.fragment === void 0
            ? (n.reference = "absolute")
            : (n.reference = "uri"),
        r.reference &&
          r.reference !== "suffix" &&
          r.reference !== n.reference &&
          (n.error = n.error || "URI is not a " + r.reference + " reference.");
      const $ = rx(r.scheme || n.scheme);
      if ((c || (a = VS(n, r, $, p)), e.indexOf("%") !== -1 && n.host !== void 0 && !c)) {
        let E = p ? n.host : tx(n.host, !0);
        p || (E = tx(E.toLowerCase())), (n.host = p || r.scheme !== "null" ? YH(E, p) : E);
      }
      (!$ || ($ && !$.skipNormalize)) &&
        (n.path && (n.path = WH(n.path)),
        n.query && (n.query = jS(n.query)),
        n.fragment && (n.fragment = jS(n.fragment))),
        $ && $.parse && ($.parse(n, r), $ === BS.urn && n.nid === void 0 && (i = !0));
    } else n.error = n.error || "URI can not be parsed.";
    return {
      parsed: n,
      malformedAuthorityOrPort: o,
      malformedPercentEncoding: s,
      malformedSchemeSpecific: i,
      malformedHost: a,
      malformedScheme: m,
    };
  }
  function Qf(e, t) {
    return Zf(e, t).parsed;
  }
  function u5(e, t) {
    return YS(e, t).normalized;
  }
  function YS(e, t) {
    const {
      parsed: r,
      malformedAuthorityOrPort: n,
      malformedPercentEncoding: o,
      malformedSchemeSpecific: s,
      malformedHost: i,
      malformedScheme: a,
    } = Zf(e, t);
    return {
      normalized: n || o || s || i || a ? e : qs(r, t),
      malformedAuthorityOrPort: n,
      malformedPercentEncoding: o,
      malformedSchemeSpecific: s,
      malformedHost: i,
      malformedScheme: a,
    };
  }
  function qS(e, t) {
    if (typeof e != "string" && typeof e != "object") return;
    let r;
    try {
      r = typeof e == "string" ? e : qs(e, t);
    } catch {
      return;
    }
    const {
      normalized: n,
      malformedAuthorityOrPort: o,
      malformedPercentEncoding: s,
      malformedSchemeSpecific: i,
      malformedHost: a,
      malformedScheme: c,
    } = YS(r, t);
    return o || s || i || a || c ? void 0 : n;
  }
  var nx = { SCHEMES: BS, normalize: QH, resolve: e5, resolveComponent: WS, equal: t5, serialize: qs, parse: Qf };
  tp.exports = nx;
  tp.exports.default = nx;
  tp.exports.fastUri = nx;
});
var QS = M((ox) => {
  Object.defineProperty(ox, "__esModule", { value: !0 });
  var ZS = XS();
  ZS.code = 'require("ajv/dist/runtime/uri").default';
  ox.default = ZS;
});
var aT = M((Nt) => {
  Object.defineProperty(Nt, "__esModule", { value: !0 });
  Nt.CodeGen = Nt.Name = Nt.nil = Nt.stringify = Nt.str = Nt._ = Nt.KeywordCxt = void 0;
  var c5 = ju();
  Object.defineProperty(Nt, "KeywordCxt", { enumerable: !0, get: () => c5.KeywordCxt });
  var Ki = ue();
  Object.defineProperty(Nt, "_", { enumerable: !0, get: () => Ki._ });
  Object.defineProperty(Nt, "str", { enumerable: !0, get: () => Ki.str });
  Object.defineProperty(Nt, "stringify", { enumerable: !0, get: () => Ki.stringify });
  Object.defineProperty(Nt, "nil", { enumerable: !0, get: () => Ki.nil });
  Object.defineProperty(Nt, "Name", { enumerable: !0, get: () => Ki.Name });
  Object.defineProperty(Nt, "CodeGen", { enumerable: !0, get: () => Ki.CodeGen });
  var m5 = Hf(),
    oT = Du(),
    f5 = _y(),
    Ku = Vf(),
    p5 = ue(),
    Gu = Nu(),
    rp = Mu(),
    ix = be(),
    eT = wS(),
    l5 = QS(),
    sT = (e, t) => new RegExp(e, t);
  sT.code = "new RegExp";
  var d5 = ["removeAdditional", "useDefaults", "coerceTypes"],
    h5 = new Set([
      "validate",
      "serialize",
      "parse",
      "wrapper",
      "root",
      "schema",
      "keyword",
      "pattern",
      "formats",
      "validate$data",
      "func",
      "obj",
      "Error",
    ]),
    g5 = {
      errorDataPath: "",
      format: "`validateFormats: false` can be used instead.",
      nullable: '"nullable" keyword is supported by default.',
      jsonPointers: "Deprecated jsPropertySyntax can be used instead.",
      extendRefs: "Deprecated ignoreKeywordsWithRef can be used instead.",
      missingRefs: "Pass empty schema with $id that should be ignored to ajv.addSchema.",
      processCode: "Use option `code: {process: (code, schemaEnv: object) => string}`",
      sourceCode: "Use option `code: {source: true}`",
      strictDefaults: "It is default now, see option `strict`.",
      strictKeywords: "It is default now, see option `strict`.",
      uniqueItems: '"uniqueItems" keyword is always validated.',
      unknownFormats: "Disable strict mode or pass `true` to `ajv.addFormat` (or `formats` option).",
      cache: "Map is used as cache, schema object as key.",
      serialize: "Map is used as cache, schema object as key.",
      ajvErrors: "It is default now.",
    },
    y5 = {
      ignoreKeywordsWithRef: "",
      jsPropertySyntax: "",
      unicode: '"minLength"/"maxLength" account for unicode characters by default.',
    },
    tT = 200;
  function x5(e) {
    var t, r, n, o, s, i, a, c, m, p, l, g, y, x, $, E, S, k, P, A, v, W, Et, Rn, Cs;
    const Mn = e.strict,
      Nn = (t = e.code) === null || t === void 0 ? void 0 : t.optimize,
      Fn = Nn === !0 || Nn === void 0 ? 1 : Nn || 0,
      xu = (n = (r = e.code) === null || r === void 0 ? void 0 : r.regExp) !== null && n !== void 0 ? n : sT,
      gf = (o = e.uriResolver) !== null && o !== void 0 ? o : l5.default;
    return {
      strictSchema: (i = (s = e.strictSchema) !== null && s !== void 0 ? s : Mn) !== null && i !== void 0 ? i : !0,
      strictNumbers: (c = (a = e.strictNumbers) !== null && a !== void 0 ? a : Mn) !== null && c !== void 0 ? c : !0,
      strictTypes: (p = (m = e.strictTypes) !== null && m !== void 0 ? m : Mn) !== null && p !== void 0 ? p : "log",
      strictTuples: (g = (l = e.strictTuples) !== null && l !== void 0 ? l : Mn) !== null && g !== void 0 ? g : "log",
      strictRequired: (x = (y = e.strictRequired) !== null && y !== void 0 ? y : Mn) !== null && x !== void 0 ? x : !1,
      code: e.code ? { ...e.code, optimize: Fn, regExp: xu } : { optimize: Fn, regExp: xu },
      loopRequired: ($ = e.loopRequired) !== null && $ !== void 0 ? $ : tT,
      loopEnum: (E = e.loopEnum) !== null && E !== void 0 ? E : tT,
      meta: (S = e.meta) !== null && S !== void 0 ? S : !0,
      messages: (k = e.messages) !== null && k !== void 0 ? k : !0,
      inlineRefs: (P = e.inlineRefs) !== null && P !== void 0 ? P : !0,
      schemaId: (A = e.schemaId) !== null && A !== void 0 ? A : "$id",
      addUsedSchema: (v = e.addUsedSchema) !== null && v !== void 0 ? v : !0,
      validateSchema: (W = e.validateSchema) !== null && W !== void 0 ? W : !0,
      validateFormats: (Et = e.validateFormats) !== null && Et !== void 0 ? Et : !0,
      unicodeRegExp: (Rn = e.unicodeRegExp) !== null && Rn !== void 0 ? Rn : !0,
      int32range: (Cs = e.int32range) !== null && Cs !== void 0 ? Cs : !0,
      uriResolver: gf,
    };
  }
  var Bu = class {
    constructor(t = {}) {
      (this.schemas = {}),
        (this.refs = {}),
        (this.formats = Object.create(null)),
        (this._compilations = new Set()),
        (this._loading = {}),
        (this._cache = new Map()),
        (t = this.opts = { ...t, ...x5(t) });
      const { es5: r, lines: n } = this.opts.code;
      (this.scope = new p5.ValueScope({ scope: {}, prefixes: h5, es5: r, lines: n })), (this.logger = S5(t.logger));
      const o = t.validateFormats;
      (t.validateFormats = !1),
        (this.RULES = (0, f5.getRules)()),
        rT.call(this, g5, t, "NOT SUPPORTED"),
        rT.call(this, y5, t, "DEPRECATED", "warn"),
        (this._metaOpts = E5.call(this)),
        t.formats && $5.call(this),
        this._addVocabularies(),
        this._addDefaultMetaSchema(),
        t.keywords && b5.call(this, t.keywords),
        typeof t.meta == "object" && this.addMetaSchema(t.meta),
        I5.call(this),
        (t.validateFormats = o);
    }
    _addVocabularies() {
      this.addKeyword("$async");
    }
    _addDefaultMetaSchema() {
      let { $data: t, meta: r, schemaId: n } = this.opts,
        o = eT;
      n === "id" && ((o = { ...eT }), (o.id = o.$id), delete o.$id), r && t && this.addMetaSchema(o, o[n], !1);
    }
    defaultMeta() {
      const { meta: t, schemaId: r } = this.opts;
      return (this.opts.defaultMeta = typeof t == "object" ? t[r] || t : void 0);
    }
    validate(t, r) {
      let n;
      if (typeof t == "string") {
        if (((n = this.getSchema(t)), !n)) throw new Error(`no schema with key or ref "${t}"`);
      } else n = this.compile(t);
      const o = n(r);
      return ("$async" in n || (this.errors = n.errors), o);
    }
    compile(t, r) {
      const n = this._addSchema(t, r);
      return n.validate || this._compileSchemaEnv(n);
    }
    compileAsync(t, r) {
      if (typeof this.opts.loadSchema != "function") throw new Error("options.loadSchema should be a function");
      const { loadSchema: n } = this.opts;
      return o.call(this, t, r);
      async function o(p, l) {
        await s.call(this, p.$schema);
        const g = this._addSchema(p, l);
        return g.validate || i.call(this, g);
      }
      async function s(p) {
        p && !this.getSchema(p) && (await o.call(this, { $ref: p }, !0));
      }
      async function i(p) {
        try {
          return this._compileSchemaEnv(p);
        } catch (l) {
          if (!(l instanceof oT.default)) throw l;
          return (a.call(this, l), await c.call(this, l.missingSchema), i.call(this, p));
        }
      }
      function a({ missingSchema: p, missingRef: l }) {
        if (this.refs[p]) throw new Error(`AnySchema ${p} is loaded but ${l} cannot be resolved`);
      }
      async function c(p) {
        const l = await m.call(this, p);
        this.refs[p] || (await s.call(this, l.$schema)), this.refs[p] || this.addSchema(l, p, r);
      }
      async function m(p) {
        const l = this._loading[p];
        if (l) return l;
        try {
          return await (this._loading[p] = n(p));
        } finally {
          delete this._loading[p];
        }
      }
    }
    addSchema(t, r, n, o = this.opts.validateSchema) {
      if (Array.isArray(t)) {
        for (const i of t) this.addSchema(i, void 0, n, o);
        return this;
      }
      let s;
      if (typeof t == "object") {
        const { schemaId: i } = this.opts;
        if (((s = t[i]), s !== void 0 && typeof s != "string")) throw new Error(`schema ${i} must be string`);
      }
      return (
        (r = (0, Gu.normalizeId)(r || s)),
        this._checkUnique(r),
        (this.schemas[r] = this._addSchema(t, n, r, o, !0)),
        this
      );
    }
    addMetaSchema(t, r, n = this.opts.validateSchema) {
      return (this.addSchema(t, r, !0, n), this);
    }
    validateSchema(t, r) {
      if (typeof t == "boolean") return !0;
      let n;
      if (((n = t.$schema), n !== void 0 && typeof n != "string")) throw new Error("$schema must be a string");
      if (((n = n || this.opts.defaultMeta || this.defaultMeta()), !n))
        return (this.logger.warn("meta-schema not available"), (this.errors = null), !0);
      const o = this.validate(n, t);
      if (!o && r) {
        const s = "schema is invalid: " + this.errorsText();
        if (this.opts.validateSchema === "log") this.logger.error(s);
        else throw new Error(s);
      }
      return o;
    }
    getSchema(t) {
      let r;
      for (; typeof (r = nT.call(this, t)) == "string"; ) t = r;
      if (r === void 0) {
        const { schemaId: n } = this.opts,
          o = new Ku.SchemaEnv({ schema: {}, schemaId: n });
        if (((r = Ku.resolveSchema.call(this, o, t)), !r)) return;
        this.refs[t] = r;
      }
      return r.validate || this._compileSchemaEnv(r);
    }
    removeSchema(t) {
      if (t instanceof RegExp)
        return (this._removeAllSchemas(this.schemas, t), this._removeAllSchemas(this.refs, t), this);
      switch (typeof t) {
        case "undefined":
          return (this._removeAllSchemas(this.schemas), this._removeAllSchemas(this.refs), this._cache.clear(), this);
        case "string": {
          const r = nT.call(this, t);
          return (
            typeof r == "object" && this._cache.delete(r.schema), delete this.schemas[t], delete this.refs[t], this
          );
        }
        case "object": {
          const r = t;
          this._cache.delete(r);
          let n = t[this.opts.schemaId];
          return (n && ((n = (0, Gu.normalizeId)(n)), delete this.schemas[n], delete this.refs[n]), this);
        }
        default:
          throw new Error("ajv.removeSchema: invalid parameter");
      }
    }
    addVocabulary(t) {
      for (const r of t) this.addKeyword(r);
      return this;
    }
    addKeyword(t, r) {
      let n;
      if (typeof t == "string")
        (n = t),
          typeof r == "object" &&
            (this.logger.warn("these parameters are deprecated, see docs for addKeyword"), (r.keyword = n));
      else if (typeof t == "object" && r === void 0) {
        if (((r = t), (n = r.keyword), Array.isArray(n) && !n.length))
          throw new Error("addKeywords: keyword must be string or non-empty array");
      } else throw new Error("invalid addKeywords parameters");
      if ((k5.call(this, n, r), !r)) return ((0, ix.eachItem)(n, (s) => sx.call(this, s)), this);
      v5.call(this, r);
      const o = { ...r, type: (0, rp.getJSONTypes)(r.type), schemaType: (0, rp.getJSONTypes)(r.schemaType) };
      return (
        (0, ix.eachItem)(
          n,
          o.type.length === 0 ? (s) => sx.call(this, s, o) : (s) => o.type.forEach((i) => sx.call(this, s, o, i)),
        ),
        this
      );
    }
    getKeyword(t) {
      const r = this.RULES.all[t];
      return typeof r == "object" ? r.definition : !!r;
    }
    removeKeyword(t) {
      const { RULES: r } = this;
      delete r.keywords[t], delete r.all[t];
      for (const n of r.rules) {
        const o = n.rules.findIndex((s) => s.keyword === t);
        o >= 0 && n.rules.splice(o, 1);
      }
      return this;
    }
    addFormat(t, r) {
      return (typeof r == "string" && (r = new RegExp(r)), (this.formats[t] = r), this);
    }
    errorsText(t = this.errors, { separator: r = ", ", dataVar: n = "data" } = {}) {
      return !t || t.length === 0
        ? "No errors"
        : t.map((o) => `${n}${o.instancePath} ${o.message}`).reduce((o, s) => o + r + s);
    }
    $dataMetaSchema(t, r) {
      const n = this.RULES.all;
      t = JSON.parse(JSON.stringify(t));
      for (const o of r) {
        let s = o.split("/").slice(1),
          i = t;
        for (const a of s) i = i[a];
        for (const a in n) {
          const c = n[a];
          if (typeof c != "object") continue;
          const { $data: m } = c.definition,
            p = i[a];
          m && p && (i[a] = iT(p));
        }
      }
      return t;
    }
    _removeAllSchemas(t, r) {
      for (const n in t) {
        const o = t[n];
        (!r || r.test(n)) &&
          (typeof o == "string" ? delete t[n] : o && !o.meta && (this._cache.delete(o.schema), delete t[n]));
      }
    }
    _addSchema(t, r, n, o = this.opts.validateSchema, s = this.opts.addUsedSchema) {
      let i,
        { schemaId: a } = this.opts;
      if (typeof t == "object") i = t[a];
      else {
        if (this.opts.jtd) throw new Error("schema must be object");
        if (typeof t != "boolean") throw new Error("schema must be object or boolean");
      }
      let c = this._cache.get(t);
      if (c !== void 0) return c;
      n = (0, Gu.normalizeId)(i || n);
      const m = Gu.getSchemaRefs.call(this, t, n);
      return (
        (c = new Ku.SchemaEnv({ schema: t, schemaId: a, meta: r, baseId: n, localRefs: m })),
        this._cache.set(c.schema, c),
        s && !n.startsWith("#") && (n && this._checkUnique(n), (this.refs[n] = c)),
        o && this.validateSchema(t, !0),
        c
      );
    }
    _checkUnique(t) {
      if (this.schemas[t] || this.refs[t]) throw new Error(`schema with key or id "${t}" already exists`);
    }
    _compileSchemaEnv(t) {
      if ((t.meta ? this._compileMetaSchema(t) : Ku.compileSchema.call(this, t), !t.validate))
        throw new Error("ajv implementation error");
      return t.validate;
    }
    _compileMetaSchema(t) {
      const r = this.opts;
      this.opts = this._metaOpts;
      try {
        Ku.compileSchema.call(this, t);
      } finally {
        this.opts = r;
      }
    }
  };
  Bu.ValidationError = m5.default;
  Bu.MissingRefError = oT.default;
  Nt.default = Bu;
  function rT(e, t, r, n = "error") {
    for (const o in e) {
      const s = o;
      s in t && this.logger[n](`${r}: option ${o}. ${e[s]}`);
    }
  }
  function nT(e) {
    return ((e = (0, Gu.normalizeId)(e)), this.schemas[e] || this.refs[e]);
  }
  function I5() {
    const e = this.opts.schemas;
    if (e)
      if (Array.isArray(e)) this.addSchema(e);
      else for (const t in e) this.addSchema(e[t], t);
  }
  function $5() {
    for (const e in this.opts.formats) {
      const t = this.opts.formats[e];
      t && this.addFormat(e, t);
    }
  }
  function b5(e) {
    if (Array.isArray(e)) {
      this.addVocabulary(e);
      return;
    }
    this.logger.warn("keywords option as map is deprecated, pass array");
    for (const t in e) {
      const r = e[t];
      r.keyword || (r.keyword = t), this.addKeyword(r);
    }
  }
  function E5() {
    const e = { ...this.opts };
    for (const t of d5) delete e[t];
    return e;
  }
  var w5 = { log() {}, warn() {}, error() {} };
  function S5(e) {
    if (e === !1) return w5;
    if (e === void 0) return console;
    if (e.log && e.warn && e.error) return e;
    throw new Error("logger must implement log, warn and error methods");
  }
  var T5 = /^[a-z_$][a-z0-9_$:-]*$/i;
  function k5(e, t) {
    const { RULES: r } = this;
    if (
      ((0, ix.eachItem)(e, (n) => {
        if (r.keywords[n]) throw new Error(`Keyword ${n} is already defined`);
        if (!T5.test(n)) throw new Error(`Keyword ${n} has invalid name`);
      }),
      !!t && t.$data && !("code" in t || "validate" in t))
    )
      throw new Error('$data keyword must have "code" or "validate" function');
  }
  function sx(e, t, r) {
    var n;
    const o = t?.post;
    if (r && o) throw new Error('keyword with "post" flag cannot have "type"');
    let { RULES: s } = this,
      i = o ? s.post : s.rules.find(({ type: c }) => c === r);
    if ((i || ((i = { type: r, rules: [] }), s.rules.push(i)), (s.keywords[e] = !0), !t)) return;
    const a = {
      keyword: e,
      definition: { ...t, type: (0, rp.getJSONTypes)(t.type), schemaType: (0, rp.getJSONTypes)(t.schemaType) },
    };
    t.before ? _5.call(this, i, a, t.before) : i.rules.push(a),
      (s.all[e] = a),
      (n = t.implements) === null || n === void 0 || n.forEach((c) => this.addKeyword(c));
  }
  function _5(e, t, r) {
    const n = e.rules.findIndex((o) => o.keyword === r);
    n >= 0 ? e.rules.splice(n, 0, t) : (e.rules.push(t), this.logger.warn(`rule ${r} is not defined`));
  }
  function v5(e) {
    let { metaSchema: t } = e;
    t !== void 0 && (e.$data && this.opts.$data && (t = iT(t)), (e.validateSchema = this.compile(t, !0)));
  }
  var P5 = { $ref: "https://raw.githubusercontent.com/ajv-validator/ajv/master/lib/refs/data.json#" };
  function iT(e) {
    return { anyOf: [e, P5] };
  }
});
var uT = M((ax) => {
  Object.defineProperty(ax, "__esModule", { value: !0 });
  var O5 = {
    keyword: "id",
    code() {
      throw new Error('NOT SUPPORTED: keyword "id", use "$id" for schema ID');
    },
  };
  ax.default = O5;
});
var pT = M((Us) => {
  Object.defineProperty(Us, "__esModule", { value: !0 });
  Us.callRef = Us.getValidate = void 0;
  var C5 = Du(),
    cT = Br(),
    br = ue(),
    Gi = bo(),
    mT = Vf(),
    np = be(),
    A5 = {
      keyword: "$ref",
      schemaType: "string",
      code(e) {
        const { gen: t, schema: r, it: n } = e,
          { baseId: o, schemaEnv: s, validateName: i, opts: a, self: c } = n,
          { root: m } = s;
        if ((r === "#" || r === "#/") && o === m.baseId) return l();
        const p = mT.resolveRef.call(c, m, o, r);
        if (p === void 0) throw new C5.default(n.opts.uriResolver, o, r);
        if (p instanceof mT.SchemaEnv) return g(p);
        return y(p);
        function l() {
          if (s === m) return op(e, i, s, s.$async);
          const x = t.scopeValue("root", { ref: m });
          return op(e, (0, br._)`${x}.validate`, m, m.$async);
        }
        function g(x) {
          const $ = fT(e, x);
          op(e, $, x, x.$async);
        }
        function y(x) {
          const $ = t.scopeValue("schema", a.code.source === !0 ? { ref: x, code: (0, br.stringify)(x) } : { ref: x }),
            E = t.name("valid"),
            S = e.subschema({ schema: x, dataTypes: [], schemaPath: br.nil, topSchemaRef: $, errSchemaPath: r }, E);
          e.mergeEvaluated(S), e.ok(E);
        }
      },
    };
  function fT(e, t) {
    const { gen: r } = e;
    return t.validate
      ? r.scopeValue("validate", { ref: t.validate })
      : (0, br._)`${r.scopeValue("wrapper", { ref: t })}.validate`;
  }
  Us.getValidate = fT;
  function op(e, t, r, n) {
    const { gen: o, it: s } = e,
      { allErrors: i, schemaEnv: a, opts: c } = s,
      m = c.passContext ? Gi.default.this : br.nil;
    n ? p() : l();
    function p() {
      if (!a.$async) throw new Error("async schema referenced by sync schema");
      const x = o.let("valid");
      o.try(
        () => {
          o.code((0, br._)`await ${(0, cT.callValidateCode)(e, t, m)}`), y(t), i || o.assign(x, !0);
        },
        ($) => {
          o.if((0, br._)`!(${$} instanceof ${s.ValidationError})`, () => o.throw($)), g($), i || o.assign(x, !1);
        },
      ),
        e.ok(x);
    }
    function l() {
      e.result(
        (0, cT.callValidateCode)(e, t, m),
        () => y(t),
        () => g(t),
      );
    }
    function g(x) {
      const $ = (0, br._)`${x}.errors`;
      o.assign(
        Gi.default.vErrors,
        (0, br._)`${Gi.default.vErrors} === null ? ${$} : ${Gi.default.vErrors}.concat(${$})`,
      ),
        o.assign(Gi.default.errors, (0, br._)`${Gi.default.vErrors}.length`);
    }
    function y(x) {
      var $;
      if (!s.opts.unevaluated) return;
      const E = ($ = r?.validate) === null || $ === void 0 ? void 0 : $.evaluated;
      if (s.props !== !0)
        if (E && !E.dynamicProps) E.props !== void 0 && (s.props = np.mergeEvaluated.props(o, E.props, s.props));
        else {
          const S = o.var("props", (0, br._)`${x}.evaluated.props`);
          s.props = np.mergeEvaluated.props(o, S, s.props, br.Name);
        }
      if (s.items !== !0)
        if (E && !E.dynamicItems) E.items !== void 0 && (s.items = np.mergeEvaluated.items(o, E.items, s.items));
        else {
          const S = o.var("items", (0, br._)`${x}.evaluated.items`);
          s.items = np.mergeEvaluated.items(o, S, s.items, br.Name);
        }
    }
  }
  Us.callRef = op;
  Us.default = A5;
});
var lT = M((ux) => {
  Object.defineProperty(ux, "__esModule", { value: !0 });
  var R5 = uT(),
    M5 = pT(),
    N5 = ["$schema", "$id", "$defs", "$vocabulary", { keyword: "$comment" }, "definitions", R5.default, M5.default];
  ux.default = N5;
});
var dT = M((cx) => {
  Object.defineProperty(cx, "__esModule", { value: !0 });
  var sp = ue(),
    Jo = sp.operators,
    ip = {
      maximum: { okStr: "<=", ok: Jo.LTE, fail: Jo.GT },
      minimum: { okStr: ">=", ok: Jo.GTE, fail: Jo.LT },
      exclusiveMaximum: { okStr: "<", ok: Jo.LT, fail: Jo.GTE },
      exclusiveMinimum: { okStr: ">", ok: Jo.GT, fail: Jo.LTE },
    },
    F5 = {
      message: ({ keyword: e, schemaCode: t }) => (0, sp.str)`must be ${ip[e].okStr} ${t}`,
      params: ({ keyword: e, schemaCode: t }) => (0, sp._)`{comparison: ${ip[e].okStr}, limit: ${t}}`,
    },
    L5 = {
      keyword: Object.keys(ip),
      type: "number",
      schemaType: "number",
      $data: !0,
      error: F5,
      code(e) {
        const { keyword: t, data: r, schemaCode: n } = e;
        e.fail$data((0, sp._)`${r} ${ip[t].fail} ${n} || isNaN(${r})`);
      },
    };
  cx.default = L5;
});
var hT = M((mx) => {
  Object.defineProperty(mx, "__esModule", { value: !0 });
  var zu = ue(),
    j5 = {
      message: ({ schemaCode: e }) => (0, zu.str)`must be multiple of ${e}`,
      params: ({ schemaCode: e }) => (0, zu._)`{multipleOf: ${e}}`,
    },
    D5 = {
      keyword: "multipleOf",
      type: "number",
      schemaType: "number",
      $data: !0,
      error: j5,
      code(e) {
        const { gen: t, data: r, schemaCode: n, it: o } = e,
          s = o.opts.multipleOfPrecision,
          i = t.let("res"),
          a = s ? (0, zu._)`Math.abs(Math.round(${i}) - ${i}) > 1e-${s}` : (0, zu._)`${i} !== parseInt(${i})`;
        e.fail$data((0, zu._)`(${n} === 0 || (${i} = ${r}/${n}, ${a}))`);
      },
    };
  mx.default = D5;
});
var yT = M((fx) => {
  Object.defineProperty(fx, "__esModule", { value: !0 });
  function gT(e) {
    let t = e.length,
      r = 0,
      n = 0,
      o;
    for (; n < t; )
      r++,
        (o = e.charCodeAt(n++)),
        o >= 55296 && o <= 56319 && n < t && ((o = e.charCodeAt(n)), (o & 64512) === 56320 && n++);
    return r;
  }
  fx.default = gT;
  gT.code = 'require("ajv/dist/runtime/ucs2length").default';
});
var xT = M((px) => {
  Object.defineProperty(px, "__esModule", { value: !0 });
  var Ks = ue(),
    q5 = be(),
    U5 = yT(),
    K5 = {
      message({ keyword: e, schemaCode: t }) {
        const r = e === "maxLength" ? "more" : "fewer";
        return (0, Ks.str)`must NOT have ${r} than ${t} characters`;
      },
      params: ({ schemaCode: e }) => (0, Ks._)`{limit: ${e}}`,
    },
    G5 = {
      keyword: ["maxLength", "minLength"],
      type: "string",
      schemaType: "number",
      $data: !0,
      error: K5,
      code(e) {
        const { keyword: t, data: r, schemaCode: n, it: o } = e,
          s = t === "maxLength" ? Ks.operators.GT : Ks.operators.LT,
          i = o.opts.unicode === !1 ? (0, Ks._)`${r}.length` : (0, Ks._)`${(0, q5.useFunc)(e.gen, U5.default)}(${r})`;
        e.fail$data((0, Ks._)`${i} ${s} ${n}`);
      },
    };
  px.default = G5;
});
var IT = M((lx) => {
  Object.defineProperty(lx, "__esModule", { value: !0 });
  var B5 = Br(),
    z5 = be(),
    Bi = ue(),
    H5 = {
      message: ({ schemaCode: e }) => (0, Bi.str)`must match pattern "${e}"`,
      params: ({ schemaCode: e }) => (0, Bi._)`{pattern: ${e}}`,
    },
    W5 = {
      keyword: "pattern",
      type: "string",
      schemaType: "string",
      $data: !0,
      error: H5,
      code(e) {
        const { gen: t, data: r, $data: n, schema: o, schemaCode: s, it: i } = e,
          a = i.opts.unicodeRegExp ? "u" : "";
        if (n) {
          const { regExp: c } = i.opts.code,
            m = c.code === "new RegExp" ? (0, Bi._)`new RegExp` : (0, z5.useFunc)(t, c),
            p = t.let("valid");
          t.try(
            () => t.assign(p, (0, Bi._)`${m}(${s}, ${a}).test(${r})`),
            () => t.assign(p, !1),
          ),
            e.fail$data((0, Bi._)`!${p}`);
        } else {
          const c = (0, B5.usePattern)(e, o);
          e.fail$data((0, Bi._)`!${c}.test(${r})`);
        }
      },
    };
  lx.default = W5;
});
var $T = M((dx) => {
  Object.defineProperty(dx, "__esModule", { value: !0 });
  var Hu = ue(),
    V5 = {
      message({ keyword: e, schemaCode: t }) {
        const r = e === "maxProperties" ? "more" : "fewer";
        return (0, Hu.str)`must NOT have ${r} than ${t} properties`;
      },
      params: ({ schemaCode: e }) => (0, Hu._)`{limit: ${e}}`,
    },
    J5 = {
      keyword: ["maxProperties", "minProperties"],
      type: "object",
      schemaType: "number",
      $data: !0,
      error: V5,
      code(e) {
        const { keyword: t, data: r, schemaCode: n } = e,
          o = t === "maxProperties" ? Hu.operators.GT : Hu.operators.LT;
        e.fail$data((0, Hu._)`Object.keys(${r}).length ${o} ${n}`);
      },
    };
  dx.default = J5;
});
var bT = M((hx) => {
  Object.defineProperty(hx, "__esModule", { value: !0 });
  var Wu = Br(),
    Vu = ue(),
    Y5 = be(),
    X5 = {
      message: ({ params: { missingProperty: e } }) => (0, Vu.str)`must have required property '${e}'`,
      params: ({ params: { missingProperty: e } }) => (0, Vu._)`{missingProperty: ${e}}`,
    },
    Z5 = {
      keyword: "required",
      type: "object",
      schemaType: "array",
      $data: !0,
      error: X5,
      code(e) {
        const { gen: t, schema: r, schemaCode: n, data: o, $data: s, it: i } = e,
          { opts: a } = i;
        if (!s && r.length === 0) return;
        const c = r.length >= a.loopRequired;
        if ((i.allErrors ? m() : p(), a.strictRequired)) {
          const y = e.parentSchema.properties,
            { definedProperties: x } = e.it;
          for (const $ of r)
            if (y?.[$] === void 0 && !x.has($)) {
              const E = i.schemaEnv.baseId + i.errSchemaPath,
                S = `required property "${$}" is not defined at "${E}" (strictRequired)`;
              (0, Y5.checkStrictMode)(i, S, i.opts.strictRequired);
            }
        }
        function m() {
          if (c || s) e.block$data(Vu.nil, l);
          else for (const y of r) (0, Wu.checkReportMissingProp)(e, y);
        }
        function p() {
          const y = t.let("missing");
          if (c || s) {
            const x = t.let("valid", !0);
            e.block$data(x, () => g(y, x)), e.ok(x);
          } else t.if((0, Wu.checkMissingProp)(e, r, y)), (0, Wu.reportMissingProp)(e, y), t.else();
        }
        function l() {
          t.forOf("prop", n, (y) => {
            e.setParams({ missingProperty: y }),
              t.if((0, Wu.noPropertyInData)(t, o, y, a.ownProperties), () => e.error());
          });
        }
        function g(y, x) {
          e.setParams({ missingProperty: y }),
            t.forOf(
              y,
              n,
              () => {
                t.assign(x, (0, Wu.propertyInData)(t, o, y, a.ownProperties)),
                  t.if((0, Vu.not)(x), () => {
                    e.error(), t.break();
                  });
              },
              Vu.nil,
            );
        }
      },
    };
  hx.default = Z5;
});
var ET = M((gx) => {
  Object.defineProperty(gx, "__esModule", { value: !0 });
  var Ju = ue(),
    Q5 = {
      message({ keyword: e, schemaCode: t }) {
        const r = e === "maxItems" ? "more" : "fewer";
        return (0, Ju.str)`must NOT have ${r} than ${t} items`;
      },
      params: ({ schemaCode: e }) => (0, Ju._)`{limit: ${e}}`,
    },
    e3 = {
      keyword: ["maxItems", "minItems"],
      type: "array",
      schemaType: "number",
      $data: !0,
      error: Q5,
      code(e) {
        const { keyword: t, data: r, schemaCode: n } = e,
          o = t === "maxItems" ? Ju.operators.GT : Ju.operators.LT;
        e.fail$data((0, Ju._)`${r}.length ${o} ${n}`);
      },
    };
  gx.default = e3;
});
var ap = M((yx) => {
  Object.defineProperty(yx, "__esModule", { value: !0 });
  var wT = Ny();
  wT.code = 'require("ajv/dist/runtime/equal").default';
  yx.default = wT;
});
var ST = M((Ix) => {
  Object.defineProperty(Ix, "__esModule", { value: !0 });
  var xx = Mu(),
    Ft = ue(),
    t3 = be(),
    r3 = ap(),
    n3 = {
      message: ({ params: { i: e, j: t } }) =>
        (0, Ft.str)`must NOT have duplicate items (items ## ${t} and ${e} are identical)`,
      params: ({ params: { i: e, j: t } }) => (0, Ft._)`{i: ${e}, j: ${t}}`,
    },
    o3 = {
      keyword: "uniqueItems",
      type: "array",
      schemaType: "boolean",
      $data: !0,
      error: n3,
      code(e) {
        const { gen: t, data: r, $data: n, schema: o, parentSchema: s, schemaCode: i, it: a } = e;
        if (!n && !o) return;
        const c = t.let("valid"),
          m = s.items ? (0, xx.getSchemaTypes)(s.items) : [];
        e.block$data(c, p, (0, Ft._)`${i} === false`), e.ok(c);
        function p() {
          const x = t.let("i", (0, Ft._)`${r}.length`),
            $ = t.let("j");
          e.setParams({ i: x, j: $ }), t.assign(c, !0), t.if((0, Ft._)`${x} > 1`, () => (l() ? g : y)(x, $));
        }
        function l() {
          return m.length > 0 && !m.some((x) => x === "object" || x === "array");
        }
        function g(x, $) {
          const E = t.name("item"),
            S = (0, xx.checkDataTypes)(m, E, a.opts.strictNumbers, xx.DataType.Wrong),
            k = t.const("indices", (0, Ft._)`{}`);
          t.for((0, Ft._)`;${x}--;`, () => {
            t.let(E, (0, Ft._)`${r}[${x}]`),
              t.if(S, (0, Ft._)`continue`),
              m.length > 1 && t.if((0, Ft._)`typeof ${E} == "string"`, (0, Ft._)`${E} += "_"`),
              t
                .if((0, Ft._)`typeof ${k}[${E}] == "number"`, () => {
                  t.assign($, (0, Ft._)`${k}[${E}]`), e.error(), t.assign(c, !1).break();
                })
                .code((0, Ft._)`${k}[${E}] = ${x}`);
          });
        }
        function y(x, $) {
          const E = (0, t3.useFunc)(t, r3.default),
            S = t.name("outer");
          t.label(S).for((0, Ft._)`;${x}--;`, () =>
            t.for((0, Ft._)`${$} = ${x}; ${$}--;`, () =>
              t.if((0, Ft._)`${E}(${r}[${x}], ${r}[${$}])`, () => {
                e.error(), t.assign(c, !1).break(S);
              }),
            ),
          );
        }
      },
    };
  Ix.default = o3;
});
var TT = M((bx) => {
  Object.defineProperty(bx, "__esModule", { value: !0 });
  var $x = ue(),
    s3 = be(),
    i3 = ap(),
    a3 = { message: "must be equal to constant", params: ({ schemaCode: e }) => (0, $x._)`{allowedValue: ${e}}` },
    u3 = {
      keyword: "const",
      $data: !0,
      error: a3,
      code(e) {
        const { gen: t, data: r, $data: n, schemaCode: o, schema: s } = e;
        n || (s && typeof s == "object")
          ? e.fail$data((0, $x._)`!${(0, s3.useFunc)(t, i3.default)}(${r}, ${o})`)
          : e.fail((0, $x._)`${s} !== ${r}`);
      },
    };
  bx.default = u3;
});
var kT = M((Ex) => {
  Object.defineProperty(Ex, "__esModule", { value: !0 });
  var Yu = ue(),
    c3 = be(),
    m3 = ap(),
    f3 = {
      message: "must be equal to one of the allowed values",
      params: ({ schemaCode: e }) => (0, Yu._)`{allowedValues: ${e}}`,
    },
    p3 = {
      keyword: "enum",
      schemaType: "array",
      $data: !0,
      error: f3,
      code(e) {
        const { gen: t, data: r, $data: n, schema: o, schemaCode: s, it: i } = e;
        if (!n && o.length === 0) throw new Error("enum must have non-empty array");
        let a = o.length >= i.opts.loopEnum,
          c,
          m = () => c ?? (c = (0, c3.useFunc)(t, m3.default)),
          p;
        if (a || n) (p = t.let("valid")), e.block$data(p, l);
        else {
          if (!Array.isArray(o)) throw new Error("ajv implementation error");
          const y = t.const("vSchema", s);
          p = (0, Yu.or)(...o.map((x, $) => g(y, $)));
        }
        e.pass(p);
        function l() {
          t.assign(p, !1), t.forOf("v", s, (y) => t.if((0, Yu._)`${m()}(${r}, ${y})`, () => t.assign(p, !0).break()));
        }
        function g(y, x) {
          const $ = o[x];
          return typeof $ == "object" && $ !== null ? (0, Yu._)`${m()}(${r}, ${y}[${x}])` : (0, Yu._)`${r} === ${$}`;
        }
      },
    };
  Ex.default = p3;
});
var _T = M((wx) => {
  Object.defineProperty(wx, "__esModule", { value: !0 });
  var l3 = dT(),
    d3 = hT(),
    h3 = xT(),
    g3 = IT(),
    y3 = $T(),
    x3 = bT(),
    I3 = ET(),
    $3 = ST(),
    b3 = TT(),
    E3 = kT(),
    w3 = [
      l3.default,
      d3.default,
      h3.default,
      g3.default,
      y3.default,
      x3.default,
      I3.default,
      $3.default,
      { keyword: "type", schemaType: ["string", "array"] },
      { keyword: "nullable", schemaType: "boolean" },
      b3.default,
      E3.default,
    ];
  wx.default = w3;
});
var Tx = M((Xu) => {
  Object.defineProperty(Xu, "__esModule", { value: !0 });
  Xu.validateAdditionalItems = void 0;
  var Gs = ue(),
    Sx = be(),
    S3 = {
      message: ({ params: { len: e } }) => (0, Gs.str)`must NOT have more than ${e} items`,
      params: ({ params: { len: e } }) => (0, Gs._)`{limit: ${e}}`,
    },
    T3 = {
      keyword: "additionalItems",
      type: "array",
      schemaType: ["boolean", "object"],
      before: "uniqueItems",
      error: S3,
      code(e) {
        const { parentSchema: t, it: r } = e,
          { items: n } = t;
        if (!Array.isArray(n)) {
          (0, Sx.checkStrictMode)(r, '"additionalItems" is ignored when "items" is not an array of schemas');
          return;
        }
        vT(e, n);
      },
    };
  function vT(e, t) {
    const { gen: r, schema: n, data: o, keyword: s, it: i } = e;
    i.items = !0;
    const a = r.const("len", (0, Gs._)`${o}.length`);
    if (n === !1) e.setParams({ len: t.length }), e.pass((0, Gs._)`${a} <= ${t.length}`);
    else if (typeof n == "object" && !(0, Sx.alwaysValidSchema)(i, n)) {
      const m = r.var("valid", (0, Gs._)`${a} <= ${t.length}`);
      r.if((0, Gs.not)(m), () => c(m)), e.ok(m);
    }
    function c(m) {
      r.forRange("i", t.length, a, (p) => {
        e.subschema({ keyword: s, dataProp: p, dataPropType: Sx.Type.Num }, m),
          i.allErrors || r.if((0, Gs.not)(m), () => r.break());
      });
    }
  }
  Xu.validateAdditionalItems = vT;
  Xu.default = T3;
});
var kx = M((Zu) => {
  Object.defineProperty(Zu, "__esModule", { value: !0 });
  Zu.validateTuple = void 0;
  var PT = ue(),
    up = be(),
    k3 = Br(),
    _3 = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "array", "boolean"],
      before: "uniqueItems",
      code(e) {
        const { schema: t, it: r } = e;
        if (Array.isArray(t)) return OT(e, "additionalItems", t);
        (r.items = !0), !(0, up.alwaysValidSchema)(r, t) && e.ok((0, k3.validateArray)(e));
      },
    };
  function OT(e, t, r = e.schema) {
    const { gen: n, parentSchema: o, data: s, keyword: i, it: a } = e;
    p(o), a.opts.unevaluated && r.length && a.items !== !0 && (a.items = up.mergeEvaluated.items(n, r.length, a.items));
    const c = n.name("valid"),
      m = n.const("len", (0, PT._)`${s}.length`);
    r.forEach((l, g) => {
      (0, up.alwaysValidSchema)(a, l) ||
        (n.if((0, PT._)`${m} > ${g}`, () => e.subschema({ keyword: i, schemaProp: g, dataProp: g }, c)), e.ok(c));
    });
    function p(l) {
      const { opts: g, errSchemaPath: y } = a,
        x = r.length,
        $ = x === l.minItems && (x === l.maxItems || l[t] === !1);
      if (g.strictTuples && !$) {
        const E = `"${i}" is ${x}-tuple, but minItems or maxItems/${t} are not specified or different at path "${y}"`;
        (0, up.checkStrictMode)(a, E, g.strictTuples);
      }
    }
  }
  Zu.validateTuple = OT;
  Zu.default = _3;
});
var CT = M((_x) => {
  Object.defineProperty(_x, "__esModule", { value: !0 });
  var v3 = kx(),
    P3 = {
      keyword: "prefixItems",
      type: "array",
      schemaType: ["array"],
      before: "uniqueItems",
      code: (e) => (0, v3.validateTuple)(e, "items"),
    };
  _x.default = P3;
});
var RT = M((vx) => {
  Object.defineProperty(vx, "__esModule", { value: !0 });
  var AT = ue(),
    O3 = be(),
    C3 = Br(),
    A3 = Tx(),
    R3 = {
      message: ({ params: { len: e } }) => (0, AT.str)`must NOT have more than ${e} items`,
      params: ({ params: { len: e } }) => (0, AT._)`{limit: ${e}}`,
    },
    M3 = {
      keyword: "items",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      error: R3,
      code(e) {
        const { schema: t, parentSchema: r, it: n } = e,
          { prefixItems: o } = r;
        (n.items = !0),
          !(0, O3.alwaysValidSchema)(n, t) &&
            (o ? (0, A3.validateAdditionalItems)(e, o) : e.ok((0, C3.validateArray)(e)));
      },
    };
  vx.default = M3;
});
var MT = M((Px) => {
  Object.defineProperty(Px, "__esModule", { value: !0 });
  var Hr = ue(),
    cp = be(),
    N3 = {
      message: ({ params: { min: e, max: t } }) =>
        t === void 0
          ? (0, Hr.str)`must contain at least ${e} valid item(s)`
          : (0, Hr.str)`must contain at least ${e} and no more than ${t} valid item(s)`,
      params: ({ params: { min: e, max: t } }) =>
        t === void 0 ? (0, Hr._)`{minContains: ${e}}` : (0, Hr._)`{minContains: ${e}, maxContains: ${t}}`,
    },
    F3 = {
      keyword: "contains",
      type: "array",
      schemaType: ["object", "boolean"],
      before: "uniqueItems",
      trackErrors: !0,
      error: N3,
      code(e) {
        let { gen: t, schema: r, parentSchema: n, data: o, it: s } = e,
          i,
          a,
          { minContains: c, maxContains: m } = n;
        s.opts.next ? ((i = c === void 0 ? 1 : c), (a = m)) : (i = 1);
        const p = t.const("len", (0, Hr._)`${o}.length`);
        if ((e.setParams({ min: i, max: a }), a === void 0 && i === 0)) {
          (0, cp.checkStrictMode)(s, '"minContains" == 0 without "maxContains": "contains" keyword ignored');
          return;
        }
        if (a !== void 0 && i > a) {
          (0, cp.checkStrictMode)(s, '"minContains" > "maxContains" is always invalid'), e.fail();
          return;
        }
        if ((0, cp.alwaysValidSchema)(s, r)) {
          let $ = (0, Hr._)`${p} >= ${i}`;
          a !== void 0 && ($ = (0, Hr._)`${$} && ${p} <= ${a}`), e.pass($);
          return;
        }
        s.items = !0;
        const l = t.name("valid");
        a === void 0 && i === 1
          ? y(l, () => t.if(l, () => t.break()))
          : i === 0
            ? (t.let(l, !0), a !== void 0 && t.if((0, Hr._)`${o}.length > 0`, g))
            : (t.let(l, !1), g()),
          e.result(l, () => e.reset());
        function g() {
          const $ = t.name("_valid"),
            E = t.let("count", 0);
          y($, () => t.if($, () => x(E)));
        }
        function y($, E) {
          t.forRange("i", 0, p, (S) => {
            e.subschema({ keyword: "contains", dataProp: S, dataPropType: cp.Type.Num, compositeRule: !0 }, $), E();
          });
        }
        function x($) {
          t.code((0, Hr._)`${$}++`),
            a === void 0
              ? t.if((0, Hr._)`${$} >= ${i}`, () => t.assign(l, !0).break())
              : (t.if((0, Hr._)`${$} > ${a}`, () => t.assign(l, !1).break()),
                i === 1 ? t.assign(l, !0) : t.if((0, Hr._)`${$} >= ${i}`, () => t.assign(l, !0)));
        }
      },
    };
  Px.default = F3;
});
var LT = M((Dn) => {
  Object.defineProperty(Dn, "__esModule", { value: !0 });
  Dn.validateSchemaDeps = Dn.validatePropertyDeps = Dn.error = void 0;
  var Ox = ue(),
    L3 = be(),
    Qu = Br();
  Dn.error = {
    message: ({ params: { property: e, depsCount: t, deps: r } }) => {
      const n = t === 1 ? "property" : "properties";
      return (0, Ox.str)`must have ${n} ${r} when property ${e} is present`;
    },
    params: ({ params: { property: e, depsCount: t, deps: r, missingProperty: n } }) => (0, Ox._)`{property: ${e},
    missingProperty: ${n},
    depsCount: ${t},
    deps: ${r}}`,
  };
  var j3 = {
    keyword: "dependencies",
    type: "object",
    schemaType: "object",
    error: Dn.error,
    code(e) {
      const [t, r] = D3(e);
      NT(e, t), FT(e, r);
    },
  };
  function D3({ schema: e }) {
    const t = {},
      r = {};
    for (const n in e) {
      if (n === "__proto__") continue;
      const o = Array.isArray(e[n]) ? t : r;
      o[n] = e[n];
    }
    return [t, r];
  }
  function NT(e, t = e.schema) {
    const { gen: r, data: n, it: o } = e;
    if (Object.keys(t).length === 0) return;
    const s = r.let("missing");
    for (const i in t) {
      const a = t[i];
      if (a.length === 0) continue;
      const c = (0, Qu.propertyInData)(r, n, i, o.opts.ownProperties);
      e.setParams({ property: i, depsCount: a.length, deps: a.join(", ") }),
        o.allErrors
          ? r.if(c, () => {
              for (const m of a) (0, Qu.checkReportMissingProp)(e, m);
            })
          : (r.if((0, Ox._)`${c} && (${(0, Qu.checkMissingProp)(e, a, s)})`),
            (0, Qu.reportMissingProp)(e, s),
            r.else());
    }
  }
  Dn.validatePropertyDeps = NT;
  function FT(e, t = e.schema) {
    const { gen: r, data: n, keyword: o, it: s } = e,
      i = r.name("valid");
    for (const a in t)
      (0, L3.alwaysValidSchema)(s, t[a]) ||
        (r.if(
          (0, Qu.propertyInData)(r, n, a, s.opts.ownProperties),
          () => {
            const c = e.subschema({ keyword: o, schemaProp: a }, i);
            e.mergeValidEvaluated(c, i);
          },
          () => r.var(i, !0),
        ),
        e.ok(i));
  }
  Dn.validateSchemaDeps = FT;
  Dn.default = j3;
});
var DT = M((Cx) => {
  Object.defineProperty(Cx, "__esModule", { value: !0 });
  var jT = ue(),
    q3 = be(),
    U3 = {
      message: "property name must be valid",
      params: ({ params: e }) => (0, jT._)`{propertyName: ${e.propertyName}}`,
    },
    K3 = {
      keyword: "propertyNames",
      type: "object",
      schemaType: ["object", "boolean"],
      error: U3,
      code(e) {
        const { gen: t, schema: r, data: n, it: o } = e;
        if ((0, q3.alwaysValidSchema)(o, r)) return;
        const s = t.name("valid");
        t.forIn("key", n, (i) => {
          e.setParams({ propertyName: i }),
            e.subschema(
              { keyword: "propertyNames", data: i, dataTypes: ["string"], propertyName: i, compositeRule: !0 },
              s,
            ),
            t.if((0, jT.not)(s), () => {
              e.error(!0), o.allErrors || t.break();
            });
        }),
          e.ok(s);
      },
    };
  Cx.default = K3;
});
var Rx = M((Ax) => {
  Object.defineProperty(Ax, "__esModule", { value: !0 });
  var mp = Br(),
    dn = ue(),
    G3 = bo(),
    fp = be(),
    B3 = {
      message: "must NOT have additional properties",
      params: ({ params: e }) => (0, dn._)`{additionalProperty: ${e.additionalProperty}}`,
    },
    z3 = {
      keyword: "additionalProperties",
      type: ["object"],
      schemaType: ["boolean", "object"],
      allowUndefined: !0,
      trackErrors: !0,
      error: B3,
      code(e) {
        const { gen: t, schema: r, parentSchema: n, data: o, errsCount: s, it: i } = e;
        if (!s) throw new Error("ajv implementation error");
        const { allErrors: a, opts: c } = i;
        if (((i.props = !0), c.removeAdditional !== "all" && (0, fp.alwaysValidSchema)(i, r))) return;
        const m = (0, mp.allSchemaProperties)(n.properties),
          p = (0, mp.allSchemaProperties)(n.patternProperties);
        l(), e.ok((0, dn._)`${s} === ${G3.default.errors}`);
        function l() {
          t.forIn("key", o, (E) => {
            !m.length && !p.length ? x(E) : t.if(g(E), () => x(E));
          });
        }
        function g(E) {
          let S;
          if (m.length > 8) {
            const k = (0, fp.schemaRefOrVal)(i, n.properties, "properties");
            S = (0, mp.isOwnProperty)(t, k, E);
          } else m.length ? (S = (0, dn.or)(...m.map((k) => (0, dn._)`${E} === ${k}`))) : (S = dn.nil);
          return (
            p.length && (S = (0, dn.or)(S, ...p.map((k) => (0, dn._)`${(0, mp.usePattern)(e, k)}.test(${E})`))),
            (0, dn.not)(S)
          );
        }
        function y(E) {
          t.code((0, dn._)`delete ${o}[${E}]`);
        }
        function x(E) {
          if (c.removeAdditional === "all" || (c.removeAdditional && r === !1)) {
            y(E);
            return;
          }
          if (r === !1) {
            e.setParams({ additionalProperty: E }), e.error(), a || t.break();
            return;
          }
          if (typeof r == "object" && !(0, fp.alwaysValidSchema)(i, r)) {
            const S = t.name("valid");
            c.removeAdditional === "failing"
              ? ($(E, S, !1),
                t.if((0, dn.not)(S), () => {
                  e.reset(), y(E);
                }))
              : ($(E, S), a || t.if((0, dn.not)(S), () => t.break()));
          }
        }
        function $(E, S, k) {
          const P = { keyword: "additionalProperties", dataProp: E, dataPropType: fp.Type.Str };
          k === !1 && Object.assign(P, { compositeRule: !0, createErrors: !1, allErrors: !1 }), e.subschema(P, S);
        }
      },
    };
  Ax.default = z3;
});
var KT = M((Nx) => {
  Object.defineProperty(Nx, "__esModule", { value: !0 });
  var H3 = ju(),
    qT = Br(),
    Mx = be(),
    UT = Rx(),
    W3 = {
      keyword: "properties",
      type: "object",
      schemaType: "object",
      code(e) {
        const { gen: t, schema: r, parentSchema: n, data: o, it: s } = e;
        s.opts.removeAdditional === "all" &&
          n.additionalProperties === void 0 &&
          UT.default.code(new H3.KeywordCxt(s, UT.default, "additionalProperties"));
        const i = (0, qT.allSchemaProperties)(r);
        for (const l of i) s.definedProperties.add(l);
        s.opts.unevaluated &&
          i.length &&
          s.props !== !0 &&
          (s.props = Mx.mergeEvaluated.props(t, (0, Mx.toHash)(i), s.props));
        const a = i.filter((l) => !(0, Mx.alwaysValidSchema)(s, r[l]));
        if (a.length === 0) return;
        const c = t.name("valid");
        for (const l of a)
          m(l)
            ? p(l)
            : (t.if((0, qT.propertyInData)(t, o, l, s.opts.ownProperties)),
              p(l),
              s.allErrors || t.else().var(c, !0),
              t.endIf()),
            e.it.definedProperties.add(l),
            e.ok(c);
        function m(l) {
          return s.opts.useDefaults && !s.compositeRule && r[l].default !== void 0;
        }
        function p(l) {
          e.subschema({ keyword: "properties", schemaProp: l, dataProp: l }, c);
        }
      },
    };
  Nx.default = W3;
});
var HT = M((Fx) => {
  Object.defineProperty(Fx, "__esModule", { value: !0 });
  var GT = Br(),
    pp = ue(),
    BT = be(),
    zT = be(),
    V3 = {
      keyword: "patternProperties",
      type: "object",
      schemaType: "object",
      code(e) {
        const { gen: t, schema: r, data: n, parentSchema: o, it: s } = e,
          { opts: i } = s,
          a = (0, GT.allSchemaProperties)(r),
          c = a.filter(($) => (0, BT.alwaysValidSchema)(s, r[$]));
        if (a.length === 0 || (c.length === a.length && (!s.opts.unevaluated || s.props === !0))) return;
        const m = i.strictSchema && !i.allowMatchingProperties && o.properties,
          p = t.name("valid");
        s.props !== !0 && !(s.props instanceof pp.Name) && (s.props = (0, zT.evaluatedPropsToName)(t, s.props));
        const { props: l } = s;
        g();
        function g() {
          for (const $ of a) m && y($), s.allErrors ? x($) : (t.var(p, !0), x($), t.if(p));
        }
        function y($) {
          for (const E in m)
            new RegExp($).test(E) &&
              (0, BT.checkStrictMode)(s, `property ${E} matches pattern ${$} (use allowMatchingProperties)`);
        }
        function x($) {
          t.forIn("key", n, (E) => {
            t.if((0, pp._)`${(0, GT.usePattern)(e, $)}.test(${E})`, () => {
              const S = c.includes($);
              S ||
                e.subschema({ keyword: "patternProperties", schemaProp: $, dataProp: E, dataPropType: zT.Type.Str }, p),
                s.opts.unevaluated && l !== !0
                  ? t.assign((0, pp._)`${l}[${E}]`, !0)
                  : !S && !s.allErrors && t.if((0, pp.not)(p), () => t.break());
            });
          });
        }
      },
    };
  Fx.default = V3;
});
var WT = M((Lx) => {
  Object.defineProperty(Lx, "__esModule", { value: !0 });
  var J3 = be(),
    Y3 = {
      keyword: "not",
      schemaType: ["object", "boolean"],
      trackErrors: !0,
      code(e) {
        const { gen: t, schema: r, it: n } = e;
        if ((0, J3.alwaysValidSchema)(n, r)) {
          e.fail();
          return;
        }
        const o = t.name("valid");
        e.subschema({ keyword: "not", compositeRule: !0, createErrors: !1, allErrors: !1 }, o),
          e.failResult(
            o,
            () => e.reset(),
            () => e.error(),
          );
      },
      error: { message: "must NOT be valid" },
    };
  Lx.default = Y3;
});
var VT = M((jx) => {
  Object.defineProperty(jx, "__esModule", { value: !0 });
  var X3 = Br(),
    Z3 = {
      keyword: "anyOf",
      schemaType: "array",
      trackErrors: !0,
      code: X3.validateUnion,
      error: { message: "must match a schema in anyOf" },
    };
  jx.default = Z3;
});
var JT = M((Dx) => {
  Object.defineProperty(Dx, "__esModule", { value: !0 });
  var lp = ue(),
    Q3 = be(),
    eW = {
      message: "must match exactly one schema in oneOf",
      params: ({ params: e }) => (0, lp._)`{passingSchemas: ${e.passing}}`,
    },
    tW = {
      keyword: "oneOf",
      schemaType: "array",
      trackErrors: !0,
      error: eW,
      code(e) {
        const { gen: t, schema: r, parentSchema: n, it: o } = e;
        if (!Array.isArray(r)) throw new Error("ajv implementation error");
        if (o.opts.discriminator && n.discriminator) return;
        const s = r,
          i = t.let("valid", !1),
          a = t.let("passing", null),
          c = t.name("_valid");
        e.setParams({ passing: a }),
          t.block(m),
          e.result(
            i,
            () => e.reset(),
            () => e.error(!0),
          );
        function m() {
          s.forEach((p, l) => {
            let g;
            (0, Q3.alwaysValidSchema)(o, p)
              ? t.var(c, !0)
              : (g = e.subschema({ keyword: "oneOf", schemaProp: l, compositeRule: !0 }, c)),
              l > 0 && t.if((0, lp._)`${c} && ${i}`).assign(i, !1).assign(a, (0, lp._)`[${a}, ${l}]`).else(),
              t.if(c, () => {
                t.assign(i, !0), t.assign(a, l), g && e.mergeEvaluated(g, lp.Name);
              });
          });
        }
      },
    };
  Dx.default = tW;
});
var YT = M((qx) => {
  Object.defineProperty(qx, "__esModule", { value: !0 });
  var rW = be(),
    nW = {
      keyword: "allOf",
      schemaType: "array",
      code(e) {
        const { gen: t, schema: r, it: n } = e;
        if (!Array.isArray(r)) throw new Error("ajv implementation error");
        const o = t.name("valid");
        r.forEach((s, i) => {
          if ((0, rW.alwaysValidSchema)(n, s)) return;
          const a = e.subschema({ keyword: "allOf", schemaProp: i }, o);
          e.ok(o), e.mergeEvaluated(a);
        });
      },
    };
  qx.default = nW;
});
var QT = M((Ux) => {
  Object.defineProperty(Ux, "__esModule", { value: !0 });
  var dp = ue(),
    ZT = be(),
    oW = {
      message: ({ params: e }) => (0, dp.str)`must match "${e.ifClause}" schema`,
      params: ({ params: e }) => (0, dp._)`{failingKeyword: ${e.ifClause}}`,
    },
    sW = {
      keyword: "if",
      schemaType: ["object", "boolean"],
      trackErrors: !0,
      error: oW,
      code(e) {
        const { gen: t, parentSchema: r, it: n } = e;
        r.then === void 0 &&
          r.else === void 0 &&
          (0, ZT.checkStrictMode)(n, '"if" without "then" and "else" is ignored');
        const o = XT(n, "then"),
          s = XT(n, "else");
        if (!o && !s) return;
        const i = t.let("valid", !0),
          a = t.name("_valid");
        if ((c(), e.reset(), o && s)) {
          const p = t.let("ifClause");
          e.setParams({ ifClause: p }), t.if(a, m("then", p), m("else", p));
        } else o ? t.if(a, m("then")) : t.if((0, dp.not)(a), m("else"));
        e.pass(i, () => e.error(!0));
        function c() {
          const p = e.subschema({ keyword: "if", compositeRule: !0, createErrors: !1, allErrors: !1 }, a);
          e.mergeEvaluated(p);
        }
        function m(p, l) {
          return () => {
            const g = e.subschema({ keyword: p }, a);
            t.assign(i, a),
              e.mergeValidEvaluated(g, i),
              l ? t.assign(l, (0, dp._)`${p}`) : e.setParams({ ifClause: p });
          };
        }
      },
    };
  function XT(e, t) {
    const r = e.schema[t];
    return r !== void 0 && !(0, ZT.alwaysValidSchema)(e, r);
  }
  Ux.default = sW;
});
var ek = M((Kx) => {
  Object.defineProperty(Kx, "__esModule", { value: !0 });
  var iW = be(),
    aW = {
      keyword: ["then", "else"],
      schemaType: ["object", "boolean"],
      code({ keyword: e, parentSchema: t, it: r }) {
        t.if === void 0 && (0, iW.checkStrictMode)(r, `"${e}" without "if" is ignored`);
      },
    };
  Kx.default = aW;
});
var tk = M((Gx) => {
  Object.defineProperty(Gx, "__esModule", { value: !0 });
  var uW = Tx(),
    cW = CT(),
    mW = kx(),
    fW = RT(),
    pW = MT(),
    lW = LT(),
    dW = DT(),
    hW = Rx(),
    gW = KT(),
    yW = HT(),
    xW = WT(),
    IW = VT(),
    $W = JT(),
    bW = YT(),
    EW = QT(),
    wW = ek();
  function SW(e = !1) {
    const t = [
      xW.default,
      IW.default,
      $W.default,
      bW.default,
      EW.default,
      wW.default,
      dW.default,
      hW.default,
      lW.default,
      gW.default,
      yW.default,
    ];
    return (e ? t.push(cW.default, fW.default) : t.push(uW.default, mW.default), t.push(pW.default), t);
  }
  Gx.default = SW;
});
var rk = M((Bx) => {
  Object.defineProperty(Bx, "__esModule", { value: !0 });
  var ht = ue(),
    TW = {
      message: ({ schemaCode: e }) => (0, ht.str)`must match format "${e}"`,
      params: ({ schemaCode: e }) => (0, ht._)`{format: ${e}}`,
    },
    kW = {
      keyword: "format",
      type: ["number", "string"],
      schemaType: "string",
      $data: !0,
      error: TW,
      code(e, t) {
        const { gen: r, data: n, $data: o, schema: s, schemaCode: i, it: a } = e,
          { opts: c, errSchemaPath: m, schemaEnv: p, self: l } = a;
        if (!c.validateFormats) return;
        o ? g() : y();
        function g() {
          const x = r.scopeValue("formats", { ref: l.formats, code: c.code.formats }),
            $ = r.const("fDef", (0, ht._)`${x}[${i}]`),
            E = r.let("fType"),
            S = r.let("format");
          r.if(
            (0, ht._)`typeof ${$} == "object" && !(${$} instanceof RegExp)`,
            () => r.assign(E, (0, ht._)`${$}.type || "string"`).assign(S, (0, ht._)`${$}.validate`),
            () => r.assign(E, (0, ht._)`"string"`).assign(S, $),
          ),
            e.fail$data((0, ht.or)(k(), P()));
          function k() {
            return c.strictSchema === !1 ? ht.nil : (0, ht._)`${i} && !${S}`;
          }
          function P() {
            const A = p.$async ? (0, ht._)`(${$}.async ? await ${S}(${n}) : ${S}(${n}))` : (0, ht._)`${S}(${n})`,
              v = (0, ht._)`(typeof ${S} == "function" ? ${A} : ${S}.test(${n}))`;
            return (0, ht._)`${S} && ${S} !== true && ${E} === ${t} && !${v}`;
          }
        }
        function y() {
          const x = l.formats[s];
          if (!x) {
            k();
            return;
          }
          if (x === !0) return;
          const [$, E, S] = P(x);
          $ === t && e.pass(A());
          function k() {
            if (c.strictSchema === !1) {
              l.logger.warn(v());
              return;
            }
            throw new Error(v());
            function v() {
              return `unknown format "${s}" ignored in schema at path "${m}"`;
            }
          }
          function P(v) {
            const W =
                v instanceof RegExp
                  ? (0, ht.regexpCode)(v)
                  : c.code.formats
                    ? (0, ht._)`${c.code.formats}${(0, ht.getProperty)(s)}`
                    : void 0,
              Et = r.scopeValue("formats", { key: s, ref: v, code: W });
            return typeof v == "object" && !(v instanceof RegExp)
              ? [v.type || "string", v.validate, (0, ht._)`${Et}.validate`]
              : ["string", v, Et];
          }
          function A() {
            if (typeof x == "object" && !(x instanceof RegExp) && x.async) {
              if (!p.$async) throw new Error("async format in sync schema");
              return (0, ht._)`await ${S}(${n})`;
            }
            return typeof E == "function" ? (0, ht._)`${S}(${n})` : (0, ht._)`${S}.test(${n})`;
          }
        }
      },
    };
  Bx.default = kW;
});
var nk = M((zx) => {
  Object.defineProperty(zx, "__esModule", { value: !0 });
  var _W = rk(),
    vW = [_W.default];
  zx.default = vW;
});
var ok = M((zi) => {
  Object.defineProperty(zi, "__esModule", { value: !0 });
  zi.contentVocabulary = zi.metadataVocabulary = void 0;
  zi.metadataVocabulary = ["title", "description", "default", "deprecated", "readOnly", "writeOnly", "examples"];
  zi.contentVocabulary = ["contentMediaType", "contentEncoding", "contentSchema"];
});
var ik = M((Hx) => {
  Object.defineProperty(Hx, "__esModule", { value: !0 });
  var PW = lT(),
    OW = _T(),
    CW = tk(),
    AW = nk(),
    sk = ok(),
    RW = [PW.default, OW.default, (0, CW.default)(), AW.default, sk.metadataVocabulary, sk.contentVocabulary];
  Hx.default = RW;
});
var uk = M((hp) => {
  Object.defineProperty(hp, "__esModule", { value: !0 });
  hp.DiscrError = void 0;
  var ak;
  ((e) => {
    (e.Tag = "tag"), (e.Mapping = "mapping");
  })(ak || (hp.DiscrError = ak = {}));
});
var mk = M((Vx) => {
  Object.defineProperty(Vx, "__esModule", { value: !0 });
  var Hi = ue(),
    Wx = uk(),
    ck = Vf(),
    MW = Du(),
    NW = be(),
    FW = {
      message: ({ params: { discrError: e, tagName: t } }) =>
        e === Wx.DiscrError.Tag ? `tag "${t}" must be string` : `value of tag "${t}" must be in oneOf`,
      params: ({ params: { discrError: e, tag: t, tagName: r } }) =>
        (0, Hi._)`{error: ${e}, tag: ${r}, tagValue: ${t}}`,
    },
    LW = {
      keyword: "discriminator",
      type: "object",
      schemaType: "object",
      error: FW,
      code(e) {
        const { gen: t, data: r, schema: n, parentSchema: o, it: s } = e,
          { oneOf: i } = o;
        if (!s.opts.discriminator) throw new Error("discriminator: requires discriminator option");
        const a = n.propertyName;
        if (typeof a != "string") throw new Error("discriminator: requires propertyName");
        if (n.mapping) throw new Error("discriminator: mapping is not supported");
        if (!i) throw new Error("discriminator: requires oneOf keyword");
        const c = t.let("valid", !1),
          m = t.const("tag", (0, Hi._)`${r}${(0, Hi.getProperty)(a)}`);
        t.if(
          (0, Hi._)`typeof ${m} == "string"`,
          () => p(),
          () => e.error(!1, { discrError: Wx.DiscrError.Tag, tag: m, tagName: a }),
        ),
          e.ok(c);
        function p() {
          const y = g();
          t.if(!1);
          for (const x in y) t.elseIf((0, Hi._)`${m} === ${x}`), t.assign(c, l(y[x]));
          t.else(), e.error(!1, { discrError: Wx.DiscrError.Mapping, tag: m, tagName: a }), t.endIf();
        }
        function l(y) {
          const x = t.name("valid"),
            $ = e.subschema({ keyword: "oneOf", schemaProp: y }, x);
          return (e.mergeEvaluated($, Hi.Name), x);
        }
        function g() {
          var y;
          let x = {},
            $ = S(o),
            E = !0;
          for (let A = 0; A < i.length; A++) {
            let v = i[A];
            if (v?.$ref && !(0, NW.schemaHasRulesButRef)(v, s.self.RULES)) {
              const Et = v.$ref;
              if (
                ((v = ck.resolveRef.call(s.self, s.schemaEnv.root, s.baseId, Et)),
                v instanceof ck.SchemaEnv && (v = v.schema),
                v === void 0)
              )
                throw new MW.default(s.opts.uriResolver, s.baseId, Et);
            }
            const W = (y = v?.properties) === null || y === void 0 ? void 0 : y[a];
            if (typeof W != "object")
              throw new Error(`discriminator: oneOf subschemas (or referenced schemas) must have "properties/${a}"`);
            (E = E && ($ || S(v))), k(W, A);
          }
          if (!E) throw new Error(`discriminator: "${a}" must be required`);
          return x;
          function S({ required: A }) {
            return Array.isArray(A) && A.includes(a);
          }
          function k(A, v) {
            if (A.const) P(A.const, v);
            else if (A.enum) for (const W of A.enum) P(W, v);
            else throw new Error(`discriminator: "properties/${a}" must have "const" or "enum"`);
          }
          function P(A, v) {
            if (typeof A != "string" || A in x) throw new Error(`discriminator: "${a}" values must be unique strings`);
            x[A] = v;
          }
        }
      },
    };
  Vx.default = LW;
});
var fk = M((Jme, jW) => {
  jW.exports = {
    $schema: "http://json-schema.org/draft-07/schema#",
    $id: "http://json-schema.org/draft-07/schema#",
    title: "Core schema meta-schema",
    definitions: {
      schemaArray: { type: "array", minItems: 1, items: { $ref: "#" } },
      nonNegativeInteger: { type: "integer", minimum: 0 },
      nonNegativeIntegerDefault0: { allOf: [{ $ref: "#/definitions/nonNegativeInteger" }, { default: 0 }] },
      simpleTypes: { enum: ["array", "boolean", "integer", "null", "number", "object", "string"] },
      stringArray: { type: "array", items: { type: "string" }, uniqueItems: !0, default: [] },
    },
    type: ["object", "boolean"],
    properties: {
      $id: { type: "string", format: "uri-reference" },
      $schema: { type: "string", format: "uri" },
      $ref: { type: "string", format: "uri-reference" },
      $comment: { type: "string" },
      title: { type: "string" },
      description: { type: "string" },
      default: !0,
      readOnly: { type: "boolean", default: !1 },
      examples: { type: "array", items: !0 },
      multipleOf: { type: "number", exclusiveMinimum: 0 },
      maximum: { type: "number" },
      exclusiveMaximum: { type: "number" },
      minimum: { type: "number" },
      exclusiveMinimum: { type: "number" },
      maxLength: { $ref: "#/definitions/nonNegativeInteger" },
      minLength: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
      pattern: { type: "string", format: "regex" },
      additionalItems: { $ref: "#" },
      items: { anyOf: [{ $ref: "#" }, { $ref: "#/definitions/schemaArray" }], default: !0 },
      maxItems: { $ref: "#/definitions/nonNegativeInteger" },
      minItems: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
      uniqueItems: { type: "boolean", default: !1 },
      contains: { $ref: "#" },
      maxProperties: { $ref: "#/definitions/nonNegativeInteger" },
      minProperties: { $ref: "#/definitions/nonNegativeIntegerDefault0" },
      required: { $ref: "#/definitions/stringArray" },
      additionalProperties: { $ref: "#" },
      definitions: { type: "object", additionalProperties: { $ref: "#" }, default: {} },
      properties: { type: "object", additionalProperties: { $ref: "#" }, default: {} },
      patternProperties: {
        type: "object",
        additionalProperties: { $ref: "#" },
        propertyNames: { format: "regex" },
        default: {},
      },
      dependencies: {
        type: "object",
        additionalProperties: { anyOf: [{ $ref: "#" }, { $ref: "#/definitions/stringArray" }] },
      },
      propertyNames: { $ref: "#" },
      const: !0,
      enum: { type: "array", items: !0, minItems: 1, uniqueItems: !0 },
      type: {
        anyOf: [
          { $ref: "#/definitions/simpleTypes" },
          { type: "array", items: { $ref: "#/definitions/simpleTypes" }, minItems: 1, uniqueItems: !0 },
        ],
      },
      format: { type: "string" },
      contentMediaType: { type: "string" },
      contentEncoding: { type: "string" },
      if: { $ref: "#" },
      then: { $ref: "#" },
      else: { $ref: "#" },
      allOf: { $ref: "#/definitions/schemaArray" },
      anyOf: { $ref: "#/definitions/schemaArray" },
      oneOf: { $ref: "#/definitions/schemaArray" },
      not: { $ref: "#" },
    },
    default: !0,
  };
});
var Bs = M((Ke, Jx) => {
  Object.defineProperty(Ke, "__esModule", { value: !0 });
  Ke.MissingRefError =
    Ke.ValidationError =
    Ke.CodeGen =
    Ke.Name =
    Ke.nil =
    Ke.stringify =
    Ke.str =
    Ke._ =
    Ke.KeywordCxt =
    Ke.Ajv =
      void 0;
  var DW = aT(),
    qW = ik(),
    UW = mk(),
    pk = fk(),
    KW = ["/properties"],
    gp = "http://json-schema.org/draft-07/schema",
    Wi = class extends DW.default {
      _addVocabularies() {
        super._addVocabularies(),
          qW.default.forEach((t) => this.addVocabulary(t)),
          this.opts.discriminator && this.addKeyword(UW.default);
      }
      _addDefaultMetaSchema() {
        if ((super._addDefaultMetaSchema(), !this.opts.meta)) return;
        const t = this.opts.$data ? this.$dataMetaSchema(pk, KW) : pk;
        this.addMetaSchema(t, gp, !1), (this.refs["http://json-schema.org/schema"] = gp);
      }
      defaultMeta() {
        return (this.opts.defaultMeta = super.defaultMeta() || (this.getSchema(gp) ? gp : void 0));
      }
    };
  Ke.Ajv = Wi;
  Jx.exports = Ke = Wi;
  Jx.exports.Ajv = Wi;
  Object.defineProperty(Ke, "__esModule", { value: !0 });
  Ke.default = Wi;
  var GW = ju();
  Object.defineProperty(Ke, "KeywordCxt", { enumerable: !0, get: () => GW.KeywordCxt });
  var Vi = ue();
  Object.defineProperty(Ke, "_", { enumerable: !0, get: () => Vi._ });
  Object.defineProperty(Ke, "str", { enumerable: !0, get: () => Vi.str });
  Object.defineProperty(Ke, "stringify", { enumerable: !0, get: () => Vi.stringify });
  Object.defineProperty(Ke, "nil", { enumerable: !0, get: () => Vi.nil });
  Object.defineProperty(Ke, "Name", { enumerable: !0, get: () => Vi.Name });
  Object.defineProperty(Ke, "CodeGen", { enumerable: !0, get: () => Vi.CodeGen });
  var BW = Hf();
  Object.defineProperty(Ke, "ValidationError", { enumerable: !0, get: () => BW.default });
  var zW = Du();
  Object.defineProperty(Ke, "MissingRefError", { enumerable: !0, get: () => zW.default });
});
var hn,
  zs = d(() => {
    hn = { assign: 0, create: 0, clone: 0, discard: 0, update: 0 };
  });
function Ji(e, t, r) {
  return e >= t && e <= r;
}
function HW(e) {
  return e === 8205;
}
function lk(e) {
  return Ji(e, 127462, 127487);
}
function WW(e) {
  return Ji(e, 65024, 65039);
}
function VW(e) {
  return Ji(e, 768, 879) || Ji(e, 6832, 6911) || Ji(e, 7616, 7679) || Ji(e, 65056, 65071);
}
function yp(e) {
  return e > 65535 ? 2 : 1;
}
function dk(e, t) {
  for (; t < e.length; ) {
    const r = e.codePointAt(t);
    if (VW(r) || WW(r)) t += yp(r);
    else break;
  }
  return t;
}
function JW(e, t) {
  let r = e.codePointAt(t),
    n = t + yp(r);
  for (n = dk(e, n); n < e.length - 1 && HW(e.codePointAt(n)); ) {
    const o = e.codePointAt(n + 1);
    (n += 1 + yp(o)), (n = dk(e, n));
  }
  return (lk(r) && n < e.length && lk(e.codePointAt(n)) && (n += yp(e.codePointAt(n))), n);
}
function hk(e) {
  let t = 0,
    r = 0;
  for (; r < e.length; ) (r = JW(e, r)), t++;
  return t;
}
var gk = d(() => {});
function xp(e) {
  let t = 0,
    r = 0,
    n = 0;
  for (; r < e.length; ) {
    const o = e.charCodeAt(r++) >> 10;
    (t += +(((n << 8) | o) !== 13879)), (n = o);
  }
  return t;
}
function yk(e, t) {
  return e.length <= t || (e.length <= t << 1 && xp(e) <= t);
}
function xk(e, t) {
  return e.length >= t << 1 || (e.length >= t && xp(e) >= t);
}
var Ik = d(() => {});
var u = {};
_t(u, {
  CodePointCount: () => iV,
  Counted: () => lV,
  Entries: () => gV,
  EntriesRegExp: () => hV,
  Every: () => cV,
  EveryAll: () => mV,
  GraphemeCount: () => sV,
  HasPropertyKey: () => dV,
  IsArray: () => tc,
  IsBigInt: () => ec,
  IsBoolean: () => $k,
  IsClassInstance: () => oV,
  IsConstructor: () => ZW,
  IsDeepEqual: () => Qx,
  IsEqual: () => te,
  IsFunction: () => bk,
  IsGreaterEqualThan: () => wk,
  IsGreaterThan: () => tV,
  IsInteger: () => Yx,
  IsLessEqualThan: () => Ek,
  IsLessThan: () => rV,
  IsMaxLength: () => aV,
  IsMinLength: () => uV,
  IsMultipleOf: () => nV,
  IsNull: () => $p,
  IsNumber: () => bp,
  IsObject: () => rc,
  IsObjectNotArray: () => QW,
  IsString: () => nc,
  IsSymbol: () => eV,
  IsUndefined: () => Xx,
  IsUnsafePropertyKey: () => Sk,
  IsValueLike: () => Zx,
  Keys: () => Ip,
  ShiftLeft: () => Ep,
  Some: () => fV,
  SomeAll: () => pV,
  Symbols: () => yV,
  Values: () => xV,
});
function tc(e) {
  return Array.isArray(e);
}
function ec(e) {
  return te(typeof e, "bigint");
}
function $k(e) {
  return te(typeof e, "boolean");
}
function ZW(e) {
  if (Xx(e) || !bk(e)) return !1;
  const t = Function.prototype.toString.call(e);
  return !!(/^class\s/.test(t) || /\[native code\]/.test(t));
}
function bk(e) {
  return te(typeof e, "function");
}
function Yx(e) {
  return Number.isInteger(e);
}
function $p(e) {
  return te(e, null);
}
function bp(e) {
  return Number.isFinite(e);
}
function QW(e) {
  return rc(e) && !tc(e);
}
function rc(e) {
  return te(typeof e, "object") && !$p(e);
}
function nc(e) {
  return te(typeof e, "string");
}
function eV(e) {
  return te(typeof e, "symbol");
}
function Xx(e) {
  return te(e, void 0);
}
function te(e, t) {
  return e === t;
}
function tV(e, t) {
  return e > t;
}
function rV(e, t) {
  return e < t;
}
function Ek(e, t) {
  return e <= t;
}
function wk(e, t) {
  return e >= t;
}
function nV(e, t) {
  if (ec(e) || ec(t)) return BigInt(e) % BigInt(t) === 0n;
  const r = 1e-10;
  if (!bp(e) || (Yx(e) && (1 / t) % 1 === 0)) return !0;
  const n = e % t;
  return Math.min(Math.abs(n), Math.abs(n - t), Math.abs(n + t)) < r;
}
function oV(e) {
  if (!rc(e)) return !1;
  const t = globalThis.Object.getPrototypeOf(e);
  return $p(t)
    ? !1
    : te(typeof t.constructor, "function") &&
        !(te(t.constructor, globalThis.Object) || te(t.constructor.name, "Object"));
}
function Zx(e) {
  return ec(e) || $k(e) || $p(e) || bp(e) || nc(e) || Xx(e);
}
function sV(e) {
  return hk(e);
}
function iV(e) {
  return xp(e);
}
function aV(e, t) {
  return yk(e, t);
}
function uV(e, t) {
  return xk(e, t);
}
function cV(e, t, r) {
  return e.every((n, o) => o < t || r(n, o));
}
function mV(e, t, r) {
  let n = !0;
  return (
    e.forEach((o, s) => {
      s >= t && !r(o, s) && (n = !1);
    }),
    n
  );
}
function fV(e, t) {
  return e.some((r, n) => t(r, n));
}
function pV(e, t) {
  let r = !1;
  return (
    e.forEach((n, o) => {
      t(n, o) && (r = !0);
    }),
    r
  );
}
function lV(e, t) {
  return e.reduce((r, n, o) => (t(n, o) ? ++r : r), 0);
}
function Ep(e, t, r) {
  return te(e.length, 0) ? r() : t(e[0], e.slice(1));
}
function Sk(e) {
  return te(e, "__proto__") || te(e, "constructor") || te(e, "prototype");
}
function dV(e, t) {
  return Sk(t) ? Object.hasOwn(e, t) : t in e;
}
function hV(e) {
  return Ip(e).map((t) => [new RegExp(`^${t}$`), e[t]]);
}
function gV(e) {
  return Object.entries(e);
}
function Ip(e) {
  return Object.getOwnPropertyNames(e);
}
function yV(e) {
  return Object.getOwnPropertySymbols(e);
}
function xV(e) {
  return Object.values(e);
}
function IV(e, t) {
  if (!rc(t)) return !1;
  const r = Ip(e);
  return te(r.length, Ip(t).length) && r.every((n) => Qx(e[n], t[n]));
}
function $V(e, t) {
  return tc(t) && te(e.length, t.length) && e.every((r, n) => Qx(e[n], t[n]));
}
function Qx(e, t) {
  return tc(e) ? $V(e, t) : rc(e) ? IV(e, t) : te(e, t);
}
var Yi = d(() => {
  gk();
  Ik();
});
var h = {};
_t(h, {
  And: () => eI,
  ArrayLiteral: () => JV,
  ArrowFunction: () => YV,
  Call: () => XV,
  ConstDeclaration: () => r6,
  Constant: () => Pk,
  Counted: () => BV,
  Entries: () => zV,
  Every: () => UV,
  HasPropertyKey: () => WV,
  If: () => n6,
  IsArray: () => _k,
  IsBigInt: () => wV,
  IsBoolean: () => SV,
  IsConstructor: () => RV,
  IsDeepEqual: () => VV,
  IsEqual: () => MV,
  IsFunction: () => AV,
  IsGreaterEqualThan: () => jV,
  IsGreaterThan: () => NV,
  IsInteger: () => TV,
  IsLessEqualThan: () => LV,
  IsLessThan: () => FV,
  IsMaxLength: () => qV,
  IsMinLength: () => DV,
  IsNull: () => kV,
  IsNumber: () => _V,
  IsObject: () => vk,
  IsObjectNotArray: () => vV,
  IsString: () => PV,
  IsSymbol: () => OV,
  IsUndefined: () => CV,
  Keys: () => HV,
  Member: () => QV,
  MultipleOf: () => a6,
  New: () => ZV,
  Not: () => kk,
  Or: () => Tk,
  ReduceAnd: () => s6,
  ReduceOr: () => i6,
  Return: () => o6,
  Some: () => KV,
  SomeAll: () => GV,
  Statements: () => t6,
  Ternary: () => e6,
});
function EV(e) {
  return bV.test(e);
}
function eI(e, t) {
  return `(${e} && ${t})`;
}
function Tk(e, t) {
  return `(${e} || ${t})`;
}
function kk(e) {
  return `!(${e})`;
}
function _k(e) {
  return `Array.isArray(${e})`;
}
function wV(e) {
  return `typeof ${e} === "bigint"`;
}
function SV(e) {
  return `typeof ${e} === "boolean"`;
}
function TV(e) {
  return `Number.isInteger(${e})`;
}
function kV(e) {
  return `${e} === null`;
}
function _V(e) {
  return `Number.isFinite(${e})`;
}
function vV(e) {
  return eI(vk(e), kk(_k(e)));
}
function vk(e) {
  return `typeof ${e} === "object" && ${e} !== null`;
}
function PV(e) {
  return `typeof ${e} === "string"`;
}
function OV(e) {
  return `typeof ${e} === "symbol"`;
}
function CV(e) {
  return `${e} === undefined`;
}
function AV(e) {
  return `typeof ${e} === "function"`;
}
function RV(e) {
  return `Guard.IsConstructor(${e})`;
}
function MV(e, t) {
  return `${e} === ${t}`;
}
function NV(e, t) {
  return `${e} > ${t}`;
}
function FV(e, t) {
  return `${e} < ${t}`;
}
function LV(e, t) {
  return `${e} <= ${t}`;
}
function jV(e, t) {
  return `${e} >= ${t}`;
}
function DV(e, t) {
  return `(${e}.length >= ${+t << 1} || (${e}.length >= ${t} && Guard.CodePointCount(${e}) >= ${t}))`;
}
function qV(e, t) {
  return `(${e}.length <= ${t} || (${e}.length <= ${+t << 1} && Guard.CodePointCount(${e}) <= ${t}))`;
}
function UV(e, t, r, n) {
  return te(t, "0")
    ? `${e}.every((${r[0]}, ${r[1]}) => (${n}))`
    : `${e}.every((${r[0]}, ${r[1]}) => (${r[1]} < ${t}) || (${n}))`;
}
function KV(e, t, r) {
  return `${e}.some((${t[0]}, ${t[1]}) => ${r})`;
}
function GV(e, t, r) {
  return `((value) => { let result = false; value.forEach((${t[0]}, ${t[1]}) => { if (${r}) result = true }); return result })(${e})`;
}
function BV(e, t, r) {
  return `${e}.reduce((result, ${t[0]}, ${t[1]}) => (${r}) ? ++result : result, 0)`;
}
function zV(e) {
  return `Object.entries(${e})`;
}
function HV(e) {
  return `Object.getOwnPropertyNames(${e})`;
}
function WV(e, t) {
  return te(t, '"__proto__"') || te(t, '"constructor"')
    ? `Object.prototype.hasOwnProperty.call(${e}, ${t})`
    : `${t} in ${e}`;
}
function VV(e, t) {
  return `Guard.IsDeepEqual(${e}, ${t})`;
}
function JV(e) {
  return `[${e.join(", ")}]`;
}
function YV(e, t) {
  return `((${e.join(", ")}) => ${t})`;
}
function XV(e, t) {
  return `${e}(${t.join(", ")})`;
}
function ZV(e, t) {
  return `new ${e}(${t.join(", ")})`;
}
function QV(e, t) {
  return `${e}${EV(t) ? `.${t}` : `[${Pk(t)}]`}`;
}
function Pk(e) {
  if (!Zx(e)) throw Error("Unsupported Constant");
  return nc(e) ? JSON.stringify(e) : `${e}`;
}
function e6(e, t, r) {
  return `(${e} ? ${t} : ${r})`;
}
function t6(e) {
  return `{ ${e.join("; ")}; }`;
}
function r6(e, t) {
  return `const ${e} = ${t}`;
}
function n6(e, t) {
  return `if(${e}) { ${t} }`;
}
function o6(e) {
  return `return ${e}`;
}
function s6(e) {
  return te(e.length, 0) ? "true" : e.reduce((t, r) => eI(t, r));
}
function i6(e) {
  return te(e.length, 0) ? "false" : e.reduce((t, r) => Tk(t, r));
}
function a6(e, t) {
  return `Guard.IsMultipleOf(${e}, ${t})`;
}
var bV,
  Ok = d(() => {
    Yi();
    bV = /^[\p{ID_Start}_$][\p{ID_Continue}_$\u200C\u200D]*$/u;
  });
var Vt = {};
_t(Vt, {
  IsBigInt64Array: () => b6,
  IsBigUint64Array: () => E6,
  IsBoolean: () => u6,
  IsDate: () => S6,
  IsFloat32Array: () => I6,
  IsFloat64Array: () => $6,
  IsInt16Array: () => h6,
  IsInt32Array: () => y6,
  IsInt8Array: () => p6,
  IsMap: () => k6,
  IsNumber: () => c6,
  IsRegExp: () => w6,
  IsSet: () => T6,
  IsString: () => m6,
  IsTypeArray: () => f6,
  IsUint16Array: () => g6,
  IsUint32Array: () => x6,
  IsUint8Array: () => l6,
  IsUint8ClampedArray: () => d6,
});
function u6(e) {
  return e instanceof Boolean;
}
function c6(e) {
  return e instanceof Number;
}
function m6(e) {
  return e instanceof String;
}
function f6(e) {
  return globalThis.ArrayBuffer.isView(e);
}
function p6(e) {
  return e instanceof globalThis.Int8Array;
}
function l6(e) {
  return e instanceof globalThis.Uint8Array;
}
function d6(e) {
  return e instanceof globalThis.Uint8ClampedArray;
}
function h6(e) {
  return e instanceof globalThis.Int16Array;
}
function g6(e) {
  return e instanceof globalThis.Uint16Array;
}
function y6(e) {
  return e instanceof globalThis.Int32Array;
}
function x6(e) {
  return e instanceof globalThis.Uint32Array;
}
function I6(e) {
  return e instanceof globalThis.Float32Array;
}
function $6(e) {
  return e instanceof globalThis.Float64Array;
}
function b6(e) {
  return e instanceof globalThis.BigInt64Array;
}
function E6(e) {
  return e instanceof globalThis.BigUint64Array;
}
function w6(e) {
  return e instanceof globalThis.RegExp;
}
function S6(e) {
  return e instanceof globalThis.Date;
}
function T6(e) {
  return e instanceof globalThis.Set;
}
function k6(e) {
  return e instanceof globalThis.Map;
}
var Ck = d(() => {});
var Ak = d(() => {
  Yi();
});
var Rk,
  b = d(() => {
    Ok();
    Ck();
    Ak();
    Yi();
    Yi();
    Rk = u;
  });
var Ge = {};
_t(Ge, { Get: () => wp, Reset: () => v6, Set: () => P6 });
function v6() {
  (gn.immutableTypes = !1),
    (gn.maxErrors = 8),
    (gn.maxParseErrors = 1),
    (gn.maxInstantiationCount = 128),
    (gn.useAcceleration = !0),
    (gn.exactOptionalPropertyTypes = !1),
    (gn.enumerableKind = !1),
    (gn.correctiveParse = !1),
    (gn.unionPrioritySort = !0);
}
function P6(e) {
  for (const t of u.Keys(e)) {
    const r = e[t];
    r !== void 0 && Object.defineProperty(gn, t, { value: r });
  }
}
function wp() {
  return gn;
}
var gn,
  tI = d(() => {
    b();
    gn = {
      immutableTypes: !1,
      maxErrors: 8,
      maxParseErrors: 1,
      maxInstantiationCount: 128,
      useAcceleration: !0,
      exactOptionalPropertyTypes: !1,
      enumerableKind: !1,
      correctiveParse: !1,
      unionPrioritySort: !0,
    };
  });
var qn = d(() => {
  tI();
});
function Mr(e) {
  return [...u.Keys(e), ...u.Symbols(e)];
}
var Xi = d(() => {
  b();
});
function Mk(e, t) {
  if (!t.has(e)) {
    t.add(e);
    for (const r of Mr(e)) {
      const n = Object.getOwnPropertyDescriptor(e, r);
      !n || !("value" in n) || (u.IsObject(n.value) && Mk(n.value, t));
    }
    Object.freeze(e);
  }
}
function Yo(e) {
  return (Ge.Get().immutableTypes && Mk(e, new WeakSet()), e);
}
var oc = d(() => {
  b();
  qn();
  Xi();
});
function O6(e, t) {
  hn.assign += 1;
  const r = {},
    n = Mr(t),
    o = Mr(e);
  for (const s of o) n.includes(s) || Object.defineProperty(r, s, Object.getOwnPropertyDescriptor(e, s));
  for (const s of n) Object.defineProperty(r, s, Object.getOwnPropertyDescriptor(t, s));
  return Yo(r);
}
var Nk = d(() => {
  zs();
  oc();
  Xi();
});
function C6(e) {
  hn.clone += 1;
  const t = {};
  for (const r of Mr(e)) {
    if (u.IsUnsafePropertyKey(r)) continue;
    const n = Object.getOwnPropertyDescriptor(e, r);
    u.IsEqual(n.enumerable, !0) ? (t[r] = n.value) : Object.defineProperty(t, r, n);
  }
  return t;
}
var Fk = d(() => {
  b();
  zs();
  Xi();
});
function Lk(e, t) {
  return { ...e, ...t };
}
function A6(e, t) {
  for (const r of Object.keys(t))
    Object.defineProperty(e, r, { configurable: !0, writable: !0, enumerable: !1, value: t[r] });
  return e;
}
function R6(e, t, r = {}) {
  hn.create += 1;
  const n = Lk(t, r),
    o = Ge.Get().enumerableKind ? Lk(n, e) : A6(n, e);
  return Yo(o);
}
var jk = d(() => {
  qn();
  zs();
  oc();
});
function M6(e, t) {
  hn.discard += 1;
  const r = {};
  for (const n of Mr(e)) {
    if (t.includes(n)) continue;
    const o = Object.getOwnPropertyDescriptor(e, n);
    Object.defineProperty(r, n, o);
  }
  return Yo(r);
}
var Dk = d(() => {
  zs();
  oc();
  Xi();
});
function N6(e, t, r, n) {
  for (const o of Mr(e)) {
    if (u.IsUnsafePropertyKey(o) || t.includes(o) || r.includes(o)) continue;
    const s = Object.getOwnPropertyDescriptor(e, o);
    Object.defineProperty(n, o, s);
  }
}
function F6(e, t, r) {
  const n = Ge.Get().enumerableKind;
  for (const o of t)
    u.IsUnsafePropertyKey(o) ||
      Object.defineProperty(r, o, { configurable: !0, writable: !0, enumerable: n, value: e[o] });
}
function L6(e, t, r) {
  for (const n of t)
    u.IsUnsafePropertyKey(n) ||
      Object.defineProperty(r, n, { configurable: !0, enumerable: !0, writable: !0, value: e[n] });
}
function j6(e, t, r) {
  hn.update += 1;
  const n = {},
    o = Mr(t),
    s = Mr(r);
  return (N6(e, o, s, n), F6(t, o, n), L6(r, s, n), Yo(n));
}
var qk = d(() => {
  b();
  qn();
  zs();
  oc();
  Xi();
});
var w = {};
_t(w, { Assign: () => O6, Clone: () => C6, Create: () => R6, Discard: () => M6, Metrics: () => hn, Update: () => j6 });
var Uk = d(() => {
  Nk();
  Fk();
  jk();
  Dk();
  zs();
  qk();
});
var O = d(() => {
  Uk();
});
function N(e, t) {
  return u.IsObject(e) && u.HasPropertyKey(e, "~kind") && u.IsEqual(e["~kind"], t);
}
function je(e) {
  return u.IsObject(e);
}
var Y = d(() => {
  b();
});
function F(e, t, r) {
  return w.Create({ "~kind": "Deferred" }, { type: "deferred", action: e, parameters: t, options: r }, {});
}
function Xo(e) {
  return N(e, "Deferred");
}
var he = d(() => {
  O();
  Y();
});
function Un(e, t) {
  return w.Update(e, { "~readonly": !0 }, t);
}
function Kk(e, t, r, n) {
  const o = _(e, t, r);
  return Un(o, n);
}
var sc = d(() => {
  O();
  D();
});
function Kn(e, t) {
  return w.Update(e, { "~optional": !0 }, t);
}
function Gk(e, t, r, n) {
  const o = _(e, t, r);
  return Kn(o, n);
}
var ic = d(() => {
  O();
  D();
});
function ar(e, t) {
  return w.Create({ "~kind": "Array" }, { type: "array", items: e }, t);
}
function ie(e) {
  return N(e, "Array");
}
function Zi(e) {
  return w.Discard(e, ["~kind", "type", "items"]);
}
var Jt = d(() => {
  O();
  Y();
});
function Gn(e, t, r = {}) {
  return w.Create({ "~kind": "Constructor" }, { type: "constructor", parameters: e, instanceType: t }, r);
}
function rt(e) {
  return N(e, "Constructor");
}
function Bk(e) {
  return w.Discard(e, ["~kind", "type", "parameters", "instanceType"]);
}
var Wr = d(() => {
  O();
  Y();
});
function Bn(e, t, r = {}) {
  return w.Create({ "~kind": "Function" }, { type: "function", parameters: e, returnType: t }, r);
}
function nt(e) {
  return N(e, "Function");
}
function zk(e) {
  return w.Discard(e, ["~kind", "type", "parameters", "returnType"]);
}
var Vr = d(() => {
  O();
  Y();
});
function gt(e, t) {
  return w.Create({ "~kind": "Ref" }, { $ref: e }, t);
}
function we(e) {
  return N(e, "Ref");
}
var Jr = d(() => {
  O();
  Y();
});
function Zo(e, t) {
  return w.Create({ "~kind": "Generic" }, { type: "generic", parameters: e, expression: t });
}
function Qi(e) {
  return N(e, "Generic");
}
var ac = d(() => {
  O();
  Y();
});
function ea(e) {
  return w.Create({ "~kind": "Any" }, {}, e);
}
function Be(e) {
  return N(e, "Any");
}
var ur = d(() => {
  O();
  Y();
});
function ke(e) {
  return w.Create({ "~kind": "Never" }, { not: {} }, e);
}
function Er(e) {
  return N(e, "Never");
}
var Hk,
  wt = d(() => {
    O();
    Y();
    Hk = "(?!)";
  });
function zn(e, t = {}) {
  return F("AddOptional", [e], t);
}
function Sp(e, t = {}) {
  return Kn(e, t);
}
var Tp = d(() => {
  he();
  ic();
});
function Wk(e) {
  return Sp(e);
}
function ot(e) {
  return je(e) && u.HasPropertyKey(e, "~optional");
}
var Qo = d(() => {
  b();
  Y();
  Tp();
});
function Vk(e) {
  return u.Keys(e).filter((t) => !ot(e[t]));
}
function kp(e) {
  return u.Keys(e);
}
function _p(e) {
  return u.Values(e);
}
var Hs = d(() => {
  b();
  Qo();
});
function q(e, t = {}) {
  const r = Vk(e),
    n = r.length > 0 ? { required: r } : {};
  return w.Create({ "~kind": "Object" }, { type: "object", ...n, properties: e }, t);
}
function K(e) {
  return N(e, "Object");
}
function Jk(e) {
  return w.Discard(e, ["~kind", "type", "properties", "required"]);
}
var xe = d(() => {
  O();
  Y();
  Hs();
});
function ct(e) {
  return w.Create({ "~kind": "Unknown" }, {}, e);
}
function st(e) {
  return N(e, "Unknown");
}
var vt = d(() => {
  O();
  Y();
});
function Hn(e, t, r) {
  const n = u.Keys(e).reduce((o, s) => ({ ...o, [s]: w.Update(e[s], {}, { $id: s }) }), {});
  return w.Create({ "~kind": "Cyclic" }, { $defs: n, $ref: t }, r);
}
function _e(e) {
  return N(e, "Cyclic");
}
var cr = d(() => {
  b();
  O();
  Y();
});
function Yk(e) {
  return w.Update(e, { "~unsafe": null }, {});
}
function vp(e) {
  return u.IsObjectNotArray(e) && u.HasPropertyKey(e, "~unsafe") && u.IsNull(e["~unsafe"]);
}
var Pp = d(() => {
  b();
  O();
});
var X = {};
_t(X, { Match: () => D6 });
function D6(e, t) {
  return (
    t[e.length]?.(...e) ??
    (() => {
      throw Error("Invalid Arguments");
    })()
  );
}
var Xk = d(() => {});
var it = d(() => {
  Xk();
});
function uc(...e) {
  const [t, r] = X.Match(e, { 2: (n, o) => [n, o, o], 1: (n) => [n, ct(), ct()] });
  return w.Create({ "~kind": "Infer" }, { type: "infer", name: t, extends: r }, {});
}
function at(e) {
  return N(e, "Infer");
}
var Yr = d(() => {
  it();
  O();
  Y();
  vt();
});
function Ws(e, t, r, n = {}) {
  return w.Create({ "~kind": "Dependent" }, { if: e, then: t, else: r }, n);
}
function He(e) {
  return N(e, "Dependent");
}
function Zk(e) {
  return w.Discard(e, ["~kind", "if", "then", "else"]);
}
var wr = d(() => {
  O();
  Y();
});
function Qk(e) {
  return u.IsObjectNotArray(e);
}
function e_(e) {
  return u
    .Keys(e)
    .filter((r) => isNaN(r))
    .reduce((r, n) => [...r, e[n]], []);
}
var Op = d(() => {
  b();
});
function t_(e) {
  return u.IsString(e) || u.IsNumber(e);
}
function r_(e, t) {
  const r = Qk(e) ? e_(e) : e;
  return w.Create({ "~kind": "Enum" }, { enum: r }, t);
}
function ut(e) {
  return N(e, "Enum");
}
var yn = d(() => {
  b();
  O();
  Y();
  Op();
  Op();
});
function Lt(e, t = {}) {
  return w.Create({ "~kind": "Intersect" }, { allOf: e }, t);
}
function U(e) {
  return N(e, "Intersect");
}
function n_(e) {
  return w.Discard(e, ["~kind", "allOf"]);
}
var yt = d(() => {
  O();
  Y();
});
function q6() {
  try {
    return (o_("null")(), !0);
  } catch {
    return !1;
  }
}
function U6() {
  return (u.IsUndefined(rI) && (rI = q6()), rI && Ge.Get().useAcceleration);
}
function o_(...e) {
  return new globalThis.Function(...e);
}
var rI,
  s_ = d(() => {
    qn();
    b();
  });
var ta = {};
_t(ta, { CanEvaluate: () => U6, Evaluate: () => o_ });
var i_ = d(() => {
  s_();
});
var nI = d(() => {
  i_();
});
function We() {
  throw new Error("Unreachable");
}
var oI = d(() => {});
var xn = d(() => {
  oI();
});
var wo = {};
_t(wo, { Hash: () => p_, HashCode: () => r8 });
function K6(e) {
  let t = new Set(),
    r = e;
  for (; r && r !== Object.prototype; ) {
    for (const n of Reflect.ownKeys(r)) n !== "constructor" && typeof n != "symbol" && t.add(n);
    r = Object.getPrototypeOf(r);
  }
  return [...t];
}
function G6(e) {
  return typeof e == "number";
}
function xt(e) {
  const t = Ap ^ e,
    r = t * 435,
    n = cc * 435 + (r >>> 16),
    o = Rp * 435 + (n >>> 16) + (t << 8),
    s = Mp * 435 + (o >>> 16) + (cc << 8);
  (Ap = r & 65535), (cc = n & 65535), (Rp = o & 65535), (Mp = s & 65535);
}
function B6(e) {
  xt(Sr.Array);
  for (const t of e) es(t);
}
function z6(e) {
  xt(Sr.BigInt), m_.setBigInt64(0, e);
  for (const t of f_) xt(t);
}
function a_(e) {
  xt(Sr.Boolean), xt(e ? 1 : 0);
}
function H6(e) {
  xt(Sr.Constructor), es(e.toString());
}
function W6(e) {
  xt(Sr.Date), es(e.getTime());
}
function V6(e) {
  xt(Sr.Function), es(e.toString());
}
function J6(e) {
  xt(Sr.Null);
}
function u_(e) {
  xt(Sr.Number), m_.setFloat64(0, e, !0);
  for (const t of f_) xt(t);
}
function Y6(e) {
  xt(Sr.Object);
  for (const t of K6(e).sort()) es(t), es(e[t]);
}
function X6(e) {
  xt(Sr.RegExp), sI(e.toString());
}
function sI(e) {
  xt(Sr.String);
  for (let t = 0; t < e.length; t++) {
    const r = e.charCodeAt(t);
    if (r > 127) {
      for (const n of Z6.encode(e.slice(t))) xt(n);
      return;
    }
    xt(r);
  }
}
function Q6(e) {
  xt(Sr.Symbol), es(e.toString());
}
function e8(e) {
  xt(Sr.TypeArray);
  const t = new Uint8Array(e.buffer);
  for (let r = 0; r < t.length; r++) xt(t[r]);
}
function t8(e) {
  return xt(Sr.Undefined);
}
function es(e) {
  return Vt.IsTypeArray(e)
    ? e8(e)
    : Vt.IsDate(e)
      ? W6(e)
      : Vt.IsRegExp(e)
        ? X6(e)
        : Vt.IsBoolean(e)
          ? a_(e.valueOf())
          : Vt.IsString(e)
            ? sI(e.valueOf())
            : Vt.IsNumber(e)
              ? u_(e.valueOf())
              : G6(e)
                ? u_(e)
                : u.IsArray(e)
                  ? B6(e)
                  : u.IsBoolean(e)
                    ? a_(e)
                    : u.IsBigInt(e)
                      ? z6(e)
                      : u.IsConstructor(e)
                        ? H6(e)
                        : u.IsNull(e)
                          ? J6(e)
                          : u.IsObject(e)
                            ? Y6(e)
                            : u.IsString(e)
                              ? sI(e)
                              : u.IsSymbol(e)
                                ? Q6(e)
                                : u.IsUndefined(e)
                                  ? t8(e)
                                  : u.IsFunction(e)
                                    ? V6(e)
                                    : We();
}
function Cp(e) {
  return e.toString(16).padStart(4, "0");
}
function r8(e) {
  return BigInt(`0x${p_(e)}`);
}
function p_(e) {
  return ((Ap = 8997), (cc = 33826), (Rp = 40164), (Mp = 52210), es(e), `${Cp(Mp)}${Cp(Rp)}${Cp(cc)}${Cp(Ap)}`);
}
var Sr,
  Ap,
  cc,
  Rp,
  Mp,
  c_,
  m_,
  f_,
  Z6,
  l_ = d(() => {
    xn();
    b();
    (Sr = {
      Array: 0,
      BigInt: 1,
      Boolean: 2,
      Date: 3,
      Constructor: 4,
      Function: 5,
      Null: 6,
      Number: 7,
      Object: 8,
      RegExp: 9,
      String: 10,
      Symbol: 11,
      TypeArray: 12,
      Undefined: 13,
    }),
      (Ap = 8997),
      (cc = 33826),
      (Rp = 40164),
      (Mp = 52210),
      (c_ = new Float64Array(1)),
      (m_ = new DataView(c_.buffer)),
      (f_ = new Uint8Array(c_.buffer));
    Z6 = new TextEncoder();
  });
var mc = d(() => {
  l_();
});
function d_(e) {
  switch (e.keyword) {
    case "additionalProperties":
      return "must not have additional properties";
    case "anyOf":
      return "must match a schema in anyOf";
    case "boolean":
      return "schema is false";
    case "const":
      return "must be equal to constant";
    case "contains":
      return "must contain at least 1 valid item";
    case "dependencies":
      return `must have properties ${e.params.dependencies.join(", ")} when property ${e.params.property} is present`;
    case "dependentRequired":
      return `must have properties ${e.params.dependencies.join(", ")} when property ${e.params.property} is present`;
    case "enum":
      return "must be equal to one of the allowed values";
    case "exclusiveMaximum":
      return `must be ${e.params.comparison} ${e.params.limit}`;
    case "exclusiveMinimum":
      return `must be ${e.params.comparison} ${e.params.limit}`;
    case "format":
      return `must match format "${e.params.format}"`;
    case "if":
      return `must match "${e.params.failingKeyword}" schema`;
    case "maxItems":
      return `must not have more than ${e.params.limit} items`;
    case "maxLength":
      return `must not have more than ${e.params.limit} characters`;
    case "maxProperties":
      return `must not have more than ${e.params.limit} properties`;
    case "maximum":
      return `must be ${e.params.comparison} ${e.params.limit}`;
    case "minItems":
      return `must not have fewer than ${e.params.limit} items`;
    case "minLength":
      return `must not have fewer than ${e.params.limit} characters`;
    case "minProperties":
      return `must not have fewer than ${e.params.limit} properties`;
    case "minimum":
      return `must be ${e.params.comparison} ${e.params.limit}`;
    case "multipleOf":
      return `must be multiple of ${e.params.multipleOf}`;
    case "not":
      return "must not be valid";
    case "oneOf":
      return "must match exactly one schema in oneOf";
    case "pattern":
      return `must match pattern "${e.params.pattern}"`;
    case "propertyNames":
      return `property names ${e.params.propertyNames.join(", ")} are invalid`;
    case "required":
      return `must have required properties ${e.params.requiredProperties.join(", ")}`;
    case "type":
      return typeof e.params.type == "string"
        ? `must be ${e.params.type}`
        : `must be either ${e.params.type.join(" or ")}`;
    case "unevaluatedItems":
      return "must not have unevaluated items";
    case "unevaluatedProperties":
      return "must not have unevaluated properties";
    case "uniqueItems":
      return "must not have duplicate items";
    case "~refine":
      return e.params.message;
    default:
      return "an unknown validation error occurred";
  }
}
var iI = d(() => {});
function h_() {
  return n8;
}
var n8,
  aI = d(() => {
    iI();
    n8 = d_;
  });
var g_ = d(() => {});
var y_ = d(() => {});
var x_ = d(() => {});
var I_ = d(() => {});
var $_ = d(() => {});
var b_ = d(() => {});
var E_ = d(() => {});
var w_ = d(() => {});
var S_ = d(() => {});
var T_ = d(() => {});
var k_ = d(() => {});
var uI = d(() => {});
var __ = d(() => {});
var v_ = d(() => {});
var P_ = d(() => {});
var O_ = d(() => {});
var C_ = d(() => {});
var A_ = d(() => {});
var R_ = d(() => {});
var M_ = d(() => {});
var N_ = d(() => {});
var F_ = d(() => {});
var L_ = d(() => {});
var j_ = d(() => {});
var D_ = d(() => {});
var q_ = d(() => {});
var U_ = d(() => {});
var K_ = d(() => {});
var G_ = d(() => {});
var B_ = d(() => {});
var z_ = d(() => {});
var H_ = d(() => {});
var W_ = d(() => {});
var V_ = d(() => {});
var J_ = d(() => {});
var Y_ = d(() => {});
var X_ = d(() => {});
var Z_ = d(() => {
  aI();
  g_();
  y_();
  x_();
  I_();
  $_();
  iI();
  b_();
  E_();
  w_();
  S_();
  T_();
  k_();
  uI();
  uI();
  __();
  v_();
  P_();
  O_();
  C_();
  A_();
  R_();
  M_();
  N_();
  F_();
  L_();
  j_();
  D_();
  q_();
  U_();
  K_();
  G_();
  B_();
  z_();
  H_();
  W_();
  V_();
  J_();
  Y_();
  X_();
});
var Q_ = d(() => {
  Z_();
});
var fc = d(() => {
  it();
  nI();
  mc();
  Q_();
  O();
  qn();
});
var Vs = d(() => {
  fc();
  fc();
  fc();
});
function Np(e) {
  return new lc(e);
}
function tv(e, t) {
  return Np(e)
    .Decode(t)
    .Encode(() => {
      throw Error("Encode not implemented");
    });
}
function rv(e, t) {
  return Np(e)
    .Decode(() => {
      throw Error("Decode not implemented");
    })
    .Encode(t);
}
function Yt(e) {
  return (
    je(e) &&
    u.HasPropertyKey(e, "~codec") &&
    u.IsObject(e["~codec"]) &&
    u.HasPropertyKey(e["~codec"], "encode") &&
    u.HasPropertyKey(e["~codec"], "decode")
  );
}
var pc,
  lc,
  cI = d(() => {
    Vs();
    b();
    Y();
    (pc = class {
      constructor(t, r) {
        (this.type = t), (this.decode = r);
      }
      Encode(t) {
        const r = this.type,
          n = Yt(r) ? (i) => this.decode(r["~codec"].decode(i)) : this.decode,
          o = Yt(r) ? (i) => r["~codec"].encode(t(i)) : t,
          s = { decode: n, encode: o };
        return w.Update(this.type, { "~codec": s }, {});
      }
    }),
      (lc = class {
        constructor(t) {
          this.type = t;
        }
        Decode(t) {
          return new pc(this.type, t);
        }
      });
  });
function nv(e) {
  return ra(e);
}
function Js(e) {
  return je(e) && u.HasPropertyKey(e, "~immutable");
}
var dc = d(() => {
  b();
  Y();
  hc();
});
function Wn(e, t = {}) {
  return F("AddReadonly", [e], t);
}
function Fp(e, t = {}) {
  return Un(e, t);
}
var Lp = d(() => {
  he();
  sc();
});
function ov(e) {
  return Fp(e);
}
function So(e) {
  return je(e) && u.HasPropertyKey(e, "~readonly");
}
var gc = d(() => {
  b();
  Y();
  Lp();
});
function s8(e, t) {
  const r = jp(e) ? [...e["~refine"], t] : [t];
  return w.Update(e, { "~refine": r }, {});
}
function sv(...e) {
  const [t, r, n] = X.Match(e, { 3: (o, s, i) => [o, s, i], 2: (o, s) => [o, s, () => "Refine Error"] });
  return s8(t, { check: r, error: n });
}
function i8(e) {
  return (
    u.IsObjectNotArray(e) &&
    u.HasPropertyKey(e, "check") &&
    u.HasPropertyKey(e, "error") &&
    u.IsFunction(e.check) &&
    u.IsFunction(e.error)
  );
}
function jp(e) {
  return je(e) && u.HasPropertyKey(e, "~refine") && u.IsArray(e["~refine"]) && u.Every(e["~refine"], 0, (t) => i8(t));
}
var mI = d(() => {
  it();
  O();
  b();
  Y();
});
function yc(e) {
  return w.Create({ "~kind": "BigInt" }, { type: "bigint" }, e);
}
function Tr(e) {
  return N(e, "BigInt");
}
var iv,
  Ys = d(() => {
    O();
    Y();
    iv = "-?(?:0|[1-9][0-9]*)n";
  });
function Dp(e) {
  return w.Create({ "~kind": "Boolean" }, { type: "boolean" }, e);
}
function Xt(e) {
  return N(e, "Boolean");
}
var ts = d(() => {
  O();
  Y();
});
function xc(e) {
  return w.Create({ "~kind": "Identifier" }, { name: e });
}
function av(e) {
  return N(e, "Identifier");
}
var fI = d(() => {
  O();
  Y();
});
function Xs(e) {
  return w.Create({ "~kind": "Integer" }, { type: "integer" }, e);
}
function It(e) {
  return N(e, "Integer");
}
var qp,
  Vn = d(() => {
    O();
    Y();
    qp = "-?(?:0|[1-9][0-9]*)";
  });
function a8(e) {
  return u.IsBigInt(e)
    ? "bigint"
    : u.IsBoolean(e)
      ? "boolean"
      : u.IsNumber(e)
        ? "number"
        : u.IsString(e)
          ? "string"
          : (() => {
              throw new pI(e);
            })();
}
function ee(e, t) {
  return w.Create({ "~kind": "Literal" }, { type: a8(e), const: e }, t);
}
function Up(e) {
  return u.IsBigInt(e) || u.IsBoolean(e) || u.IsNumber(e) || u.IsString(e);
}
function uv(e) {
  return re(e) && u.IsBigInt(e.const);
}
function cv(e) {
  return re(e) && u.IsBoolean(e.const);
}
function Kp(e) {
  return re(e) && u.IsNumber(e.const);
}
function Gp(e) {
  return re(e) && u.IsString(e.const);
}
function re(e) {
  return N(e, "Literal");
}
var pI,
  mt = d(() => {
    O();
    b();
    Y();
    pI = class extends Error {
      constructor(t) {
        super("Invalid Literal value"),
          Object.defineProperty(this, "cause", { value: { value: t }, writable: !1, configurable: !1, enumerable: !1 });
      }
    };
  });
function na(e) {
  return w.Create({ "~kind": "Null" }, { type: "null" }, e);
}
function Jn(e) {
  return N(e, "Null");
}
var oa = d(() => {
  O();
  Y();
});
function kr(e) {
  return w.Create({ "~kind": "Number" }, { type: "number" }, e);
}
function De(e) {
  return N(e, "Number");
}
var Bp,
  Zt = d(() => {
    O();
    Y();
    Bp = "-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?";
  });
function sa(e) {
  return w.Create({ "~kind": "Symbol" }, { type: "symbol" }, e);
}
function Yn(e) {
  return N(e, "Symbol");
}
var Zs = d(() => {
  O();
  Y();
});
function Qs(...e) {
  const [t, r, n] = X.Match(e, { 3: (o, s, i) => [o, s, i], 2: (o, s) => [o, s, s], 1: (o) => [o, ct(), ct()] });
  return w.Create({ "~kind": "Parameter" }, { name: t, extends: r, equals: n }, {});
}
function mv(e) {
  return N(e, "Parameter");
}
var lI = d(() => {
  it();
  O();
  Y();
  vt();
});
function Pt(e) {
  return w.Create({ "~kind": "String" }, { type: "string" }, e);
}
function ft(e) {
  return N(e, "String");
}
var zp,
  Xr = d(() => {
    O();
    Y();
    zp = ".*";
  });
function z(e, t = {}) {
  return w.Create({ "~kind": "Union" }, { anyOf: e }, t);
}
function C(e) {
  return N(e, "Union");
}
function fv(e) {
  return w.Discard(e, ["~kind", "anyOf"]);
}
var ne = d(() => {
  O();
  Y();
});
function Ic(e) {
  const t = pv(e);
  return u.IsEqual(t.length, 2) ? t[0] : [];
}
var $c = d(() => {
  b();
  Hp();
});
function u8(e) {
  return !0;
}
function lv(e) {
  return u.ShiftLeft(
    e,
    (t, r) => (c8(t) ? lv(r) : !1),
    () => !0,
  );
}
function dv(e) {
  return u.IsEqual(e.length, 0) ? !1 : lv(e);
}
function c8(e) {
  return C(e) ? dv(e.anyOf) : re(e) ? u8(e.const) : !1;
}
function Wp(e) {
  return dv(e);
}
var Vp = d(() => {
  b();
  mt();
  ne();
});
function Jp(e) {
  return w.Create({ "~kind": "TemplateLiteral" }, { type: "string", pattern: e }, {});
}
var Yp = d(() => {
  O();
});
function hv(e, t, r = []) {
  return u.ShiftLeft(
    e,
    (n, o) => hv(o, t, [...r, `${n}${t}`]),
    () => r,
  );
}
function m8(e, t) {
  return u.IsEqual(e.length, 0) ? [`${t}`] : hv(e, t);
}
function gv(e, t, r = []) {
  return u.ShiftLeft(
    t,
    (n, o) => gv(e, o, [...r, ...yv(e, n)]),
    () => r,
  );
}
function yv(e, t) {
  return C(t) ? gv(e, t.anyOf) : re(t) ? m8(e, t.const) : We();
}
function xv(e, t) {
  return u.ShiftLeft(
    t,
    (r, n) => xv(yv(e, r), n),
    () => e,
  );
}
function f8(e) {
  return e.map((t) => ee(t));
}
function p8(e) {
  const t = xv([], e),
    r = f8(t);
  return z(r);
}
function l8(e) {
  return u.IsEqual(e.length, 0) ? We() : u.IsEqual(e.length, 1) && re(e[0]) ? e[0] : p8(e);
}
function dI(e) {
  const t = Ic(e);
  return u.IsEqual(t.length, 0) ? Pt() : Wp(t) ? l8(t) : Jp(e);
}
function bc(e) {
  const t = dI(e);
  return Pe(t) ? Pt() : t;
}
var Xp = d(() => {
  b();
  xn();
  mt();
  Xr();
  mr();
  ne();
  $c();
  Vp();
  Yp();
});
function fr(e, t) {
  const r = "object",
    n = { [e]: t };
  return w.Create({ "~kind": "Record" }, { type: r, patternProperties: n });
}
var rs = d(() => {
  O();
});
function Iv(e) {
  return fr(In, e);
}
var $v = d(() => {
  St();
  rs();
});
function bv(e) {
  return q({ true: e, false: e });
}
var Ev = d(() => {
  xe();
});
function Ve(e, t = {}) {
  const [r, n, o] = [e, e.length, !1];
  return w.Create({ "~kind": "Tuple" }, { type: "array", additionalItems: o, items: r, minItems: n }, t);
}
function Z(e) {
  return N(e, "Tuple");
}
function wv(e) {
  return w.Discard(e, ["~kind", "type", "items", "minItems", "additionalItems"]);
}
var pt = d(() => {
  O();
  Y();
});
function hI(e) {
  return e.reduceRight((r, n, o) => ({ [o]: n, ...r }), {});
}
function Sv(e) {
  const t = hI(e.items);
  return q(t);
}
var gI = d(() => {
  xe();
});
function d8(e) {
  return w.Discard(e, ["~optional"]);
}
function ei(e, t) {
  return w.Update(d8(e), {}, t);
}
function Tv(e, t, r, n) {
  const o = _(e, t, r);
  return ei(o, n);
}
var Zp = d(() => {
  O();
  D();
});
function h8(e) {
  return w.Discard(e, ["~readonly"]);
}
function ia(e, t) {
  return w.Update(h8(e), {}, t);
}
function kv(e, t, r, n) {
  const o = _(e, t, r);
  return ia(o, n);
}
var Qp = d(() => {
  O();
  D();
});
function el(e, t) {
  const r = So(e) && So(t),
    n = ot(e) && ot(t),
    o = Je([e, t]),
    s = ia(ei(o, {}), {});
  return r && n ? Un(Kn(s, {}), {}) : r ? Un(s, {}) : n ? Kn(s, {}) : s;
}
function _v(e, t) {
  const r = So(e) || So(t),
    n = ot(e) || ot(t),
    o = ia(ei(e, {}), {}),
    s = ia(ei(t, {}), {}),
    i = pr([o, s]);
  return r && n ? Un(Kn(i, {}), {}) : r ? Un(i, {}) : n ? Kn(i, {}) : i;
}
var Ec = d(() => {
  Qo();
  gc();
  ic();
  sc();
  Zp();
  Qp();
  oe();
});
function g8(e, t, r) {
  return r in e ? (r in t ? el(e[r], t[r]) : e[r]) : r in t ? t[r] : ke();
}
function y8(e, t) {
  return [...new Set([...u.Keys(e), ...u.Keys(t)])].reduce((o, s) => ({ ...o, [s]: g8(e, t, s) }), {});
}
function vv(e) {
  return K(e) ? e.properties : Z(e) ? hI(e.items) : {};
}
function Pv(e, t) {
  const r = vv(e),
    n = vv(t),
    o = y8(r, n);
  return q(o);
}
var yI = d(() => {
  b();
  xe();
  wt();
  pt();
  gI();
  Ec();
});
function x8(e, t) {
  const r = aa(e, t);
  return u.IsEqual(r, Sc) ? e : u.IsEqual(r, Tc) || u.IsEqual(r, wc) ? t : ke();
}
function Ov(e) {
  return K(e) || Z(e);
}
function I8(e, t) {
  const r = Ov(e),
    n = Ov(t);
  return r && n ? Pv(e, t) : r && !n ? e : !r && n ? t : x8(e, t);
}
function Cv(e, t) {
  return Er(e) || Be(e) ? e : st(e) || Er(t) || Be(t) ? t : st(t) ? e : I8(e, t);
}
var xI = d(() => {
  b();
  xe();
  ur();
  wt();
  pt();
  vt();
  kc();
  yI();
});
function $8(e, t) {
  return C(e) || C(t);
}
function b8(e, t) {
  const r = Zr(e),
    n = Zr(t);
  return $8(r, n) ? Je([r, n]) : Cv(r, n);
}
function Av(e, t, r = []) {
  return u.ShiftLeft(
    t,
    (n, o) => Av(e, o, [...r, b8(n, e)]),
    () => (u.IsEqual(r.length, 0) ? [e] : r),
  );
}
function Rv(e, t, r = []) {
  return u.ShiftLeft(
    e,
    (n, o) => Rv(o, t, [...r, ..._c([n], t)]),
    () => r,
  );
}
function _c(e, t = []) {
  return u.ShiftLeft(
    e,
    (r, n) => (C(r) ? _c(n, Rv(r.anyOf, t)) : _c(n, Av(r, t))),
    () => t,
  );
}
var II = d(() => {
  b();
  ne();
  xI();
  oe();
  oe();
});
function E8(e, t) {
  const r = Ot({}, e, t);
  return G.IsExtendsTrueLike(r) ? [] : [e];
}
function Mv(e, t, r = []) {
  return u.ShiftLeft(
    e,
    (n, o) => Mv(o, t, [...r, ...E8(n, t)]),
    () => r,
  );
}
function tl(e, t) {
  const r = Zr(e),
    n = C(r) ? r.anyOf : [r],
    o = Mv(n, t);
  return pr(o);
}
var $I = d(() => {
  b();
  ne();
  $n();
  oe();
  oe();
});
function bn(e, t, r) {
  const n = Je([e, t]),
    o = tl(r, e);
  return pr([n, o]);
}
function Qt(e, t = []) {
  return u.ShiftLeft(
    e,
    (r, n) => Qt(n, [...t, ee(r)]),
    () => pr(t),
  );
}
function Je(e) {
  const t = _c(e),
    r = bI(t);
  return pr(r);
}
function jt(e) {
  const t = bc(e);
  return Zr(t);
}
function pr(e) {
  const t = bI(e);
  return ns(t);
}
function Zr(e) {
  return He(e)
    ? bn(e.if, e.then, e.else)
    : ut(e)
      ? Qt(e.enum)
      : U(e)
        ? Je(e.allOf)
        : Pe(e)
          ? jt(e.pattern)
          : C(e)
            ? pr(e.anyOf)
            : e;
}
function ns(e) {
  return u.IsEqual(e.length, 1) ? e[0] : u.IsEqual(e.length, 0) ? ke() : z(e);
}
var oe = d(() => {
  b();
  wr();
  yn();
  yt();
  mt();
  wt();
  mr();
  ne();
  II();
  EI();
  $I();
  Xp();
});
function Nv(e, t) {
  const r = Qt(e);
  return os(r, t);
}
var Fv = d(() => {
  vc();
  oe();
});
function Lv(e, t) {
  return fr(ss, t);
}
var jv = d(() => {
  St();
  rs();
});
function Dv(e, t) {
  const r = Je(e);
  return os(r, t);
}
var qv = d(() => {
  oe();
  vc();
});
function Uv(e, t) {
  return u.IsString(e) || u.IsNumber(e)
    ? q({ [e]: t })
    : u.IsEqual(e, !1)
      ? q({ false: t })
      : u.IsEqual(e, !0)
        ? q({ true: t })
        : q({});
}
var Kv = d(() => {
  b();
  xe();
});
function Gv(e, t) {
  return fr(ua, t);
}
var Bv = d(() => {
  St();
  rs();
});
function zv(e, t) {
  return u.HasPropertyKey(e, "pattern") && (u.IsString(e.pattern) || e.pattern instanceof RegExp)
    ? fr(e.pattern.toString(), t)
    : fr(In, t);
}
var Hv = d(() => {
  b();
  St();
  rs();
});
function Wv(e, t) {
  const r = Ic(e);
  return Wp(r) ? os(jt(e), t) : fr(e, t);
}
var Vv = d(() => {
  vc();
  $c();
  Vp();
  oe();
  rs();
});
function w8(e) {
  return C(e) ? ti(e.anyOf) : [e];
}
function ti(e, t = []) {
  return u.ShiftLeft(
    e,
    (r, n) => ti(n, [...t, ...w8(r)]),
    () => t,
  );
}
var rl = d(() => {
  b();
  ne();
});
function S8(e) {
  return e.some((t) => ft(t) || De(t) || It(t));
}
function T8(e, t) {
  return u.IsEqual(S8(e), !0) ? fr(In, t) : void 0;
}
function k8(e, t) {
  return e.reduce((r, n) => (re(n) && (u.IsString(n.const) || u.IsNumber(n.const)) ? { ...r, [n.const]: t } : r), {});
}
function _8(e, t) {
  const r = k8(e, t);
  return q(r);
}
function Jv(e, t) {
  const r = ti(e),
    n = T8(r, t);
  return je(n) ? n : _8(r, t);
}
var Yv = d(() => {
  b();
  Y();
  mt();
  Zt();
  Vn();
  xe();
  Xr();
  St();
  rl();
  rs();
});
function os(e, t) {
  return Be(e)
    ? Iv(t)
    : Xt(e)
      ? bv(t)
      : ut(e)
        ? Nv(e.enum, t)
        : It(e)
          ? Lv(e, t)
          : U(e)
            ? Dv(e.allOf, t)
            : re(e)
              ? Uv(e.const, t)
              : De(e)
                ? Gv(e, t)
                : C(e)
                  ? Jv(e.anyOf, t)
                  : ft(e)
                    ? zv(e, t)
                    : Pe(e)
                      ? Wv(e.pattern, t)
                      : q({});
}
var vc = d(() => {
  ur();
  ts();
  yn();
  yt();
  Vn();
  mt();
  Zt();
  xe();
  Xr();
  mr();
  ne();
  $v();
  Ev();
  Fv();
  jv();
  qv();
  Kv();
  Bv();
  Hv();
  Vv();
  Yv();
});
function wI(e, t, r) {
  return J([e]) ? w.Update(os(e, t), {}, r) : ol(e, t, r);
}
function Xv(e, t, r, n, o) {
  const s = _(e, t, r),
    i = _(e, t, n);
  return wI(s, i, o);
}
var nl = d(() => {
  O();
  St();
  vc();
  D();
});
function ol(e, t, r = {}) {
  return F("Record", [e, t], r);
}
function ca(e, t, r = {}) {
  return wI(e, t, r);
}
function Zv(e, t) {
  return fr(e, t);
}
function sl(e) {
  return u.IsEqual(e, In) ? Pt() : u.IsEqual(e, ss) ? Xs() : u.IsEqual(e, ua) ? kr() : dI(e);
}
function lt(e) {
  return u.Keys(e.patternProperties)[0];
}
function ma(e) {
  const t = lt(e);
  return sl(t);
}
function Ae(e) {
  return e.patternProperties[lt(e)];
}
function Te(e) {
  return N(e, "Record");
}
var ss,
  ua,
  In,
  St = d(() => {
    O();
    b();
    Y();
    Vn();
    Zt();
    Xr();
    he();
    Xp();
    rs();
    nl();
    (ss = `^${qp}$`), (ua = `^${Bp}$`), (In = `^${zp}$`);
  });
function ri(e) {
  return w.Create({ "~kind": "Rest" }, { type: "rest", items: e }, {});
}
function is(e) {
  return N(e, "Rest");
}
var fa = d(() => {
  O();
  Y();
});
var Qv = d(() => {});
function il(e) {
  return w.Create({ "~kind": "This" }, { $ref: "#" }, e);
}
function al(e) {
  return N(e, "This");
}
var ul = d(() => {
  O();
  Y();
});
function pa(e) {
  return w.Create({ "~kind": "Undefined" }, { type: "undefined" }, e);
}
function En(e) {
  return N(e, "Undefined");
}
var la = d(() => {
  O();
  Y();
});
function cl(e) {
  return w.Create({ "~kind": "Void" }, { type: "void" }, e);
}
function _r(e) {
  return N(e, "Void");
}
var ni = d(() => {
  O();
  Y();
});
var Pc = d(() => {
  cI();
  dc();
  Qo();
  gc();
  mI();
  ur();
  Jt();
  Ys();
  ts();
  da();
  Wr();
  cr();
  he();
  yn();
  Vr();
  ac();
  fI();
  wr();
  Yr();
  Vn();
  yt();
  mt();
  wt();
  oa();
  Zt();
  vt();
  Zs();
  xe();
  lI();
  Hs();
  St();
  Jr();
  fa();
  Y();
  Qv();
  Xr();
  Zs();
  mr();
  ul();
  pt();
  la();
  ne();
  vt();
  Pp();
  ni();
});
function P8(e, t) {
  return u.IsEqual(e, "Array")
    ? ar(t[0])
    : u.IsEqual(e, "Capitalize")
      ? fl(t[0])
      : u.IsEqual(e, "ConstructorParameters")
        ? gl(t[0])
        : u.IsEqual(e, "Evaluate")
          ? nC(t[0])
          : u.IsEqual(e, "Exclude")
            ? yl(t[0], t[1])
            : u.IsEqual(e, "Extract")
              ? xl(t[0], t[1])
              : u.IsEqual(e, "Index")
                ? Rc(t[0], t[1])
                : u.IsEqual(e, "InstanceType")
                  ? Il(t[0])
                  : u.IsEqual(e, "Lowercase")
                    ? pl(t[0])
                    : u.IsEqual(e, "NonNullable")
                      ? $l(t[0])
                      : u.IsEqual(e, "Omit")
                        ? bl(t[0], t[1])
                        : u.IsEqual(e, "Parameters")
                          ? El(t[0])
                          : u.IsEqual(e, "Partial")
                            ? wl(t[0])
                            : u.IsEqual(e, "Pick")
                              ? Sl(t[0], t[1])
                              : u.IsEqual(e, "Readonly")
                                ? Tl(t[0])
                                : u.IsEqual(e, "KeyOf")
                                  ? Mc(t[0])
                                  : u.IsEqual(e, "Record")
                                    ? ol(t[0], t[1])
                                    : u.IsEqual(e, "Required")
                                      ? kl(t[0])
                                      : u.IsEqual(e, "ReturnType")
                                        ? _l(t[0])
                                        : u.IsEqual(e, "Uncapitalize")
                                          ? ll(t[0])
                                          : u.IsEqual(e, "Uppercase")
                                            ? dl(t[0])
                                            : Ac(gt(e), t);
}
function oi() {
  throw Error("Unreachable");
}
function oP(e, t = []) {
  return u.ShiftLeft(
    e,
    (r, n) => oP(n, [...t, r[1]]),
    () => t,
  );
}
function To(e) {
  return u.IsEqual(e.length, 3) ? [e[0], ...oP(e[1])] : [];
}
function sP(e) {
  return Qs(e[0], e[2], e[4]);
}
function iP(e) {
  return Qs(e[0], e[2], e[2]);
}
function aP(e) {
  return Qs(e[0], ct(), e[2]);
}
function uP(e) {
  return Qs(e, ct(), ct());
}
function cP(e) {
  return To(e);
}
function mP(e) {
  return e[1];
}
function fP(e) {
  return To(e);
}
function pP(e) {
  return e[1];
}
function lP(e) {
  return P8(e[0], e[1]);
}
function dP(e) {
  return null;
}
function hP(e) {
  return Pt();
}
function gP(e) {
  return kr();
}
function yP(e) {
  return Dp();
}
function xP(e) {
  return pa();
}
function IP(e) {
  return na();
}
function $P(e) {
  return Xs();
}
function bP(e) {
  return yc();
}
function EP(e) {
  return ct();
}
function wP(e) {
  return ea();
}
function SP(e) {
  return q({});
}
function TP(e) {
  return ke();
}
function kP(e) {
  return sa();
}
function _P(e) {
  return cl();
}
function vP(e) {
  return il();
}
function PP(e) {
  return ee(BigInt(e));
}
function OP(e) {
  return ee(u.IsEqual(e, "true"));
}
function CP(e) {
  return ee(parseFloat(e));
}
function AP(e) {
  return ee(e);
}
function RP(e) {
  return e[1];
}
function MP(e) {
  return ee(e);
}
function NP(e) {
  return u.IsEqual(e.length, 3) ? [e[0], e[1], ...e[2]] : [e[0]];
}
function FP(e) {
  return e[1];
}
function LP(e) {
  return ml(e);
}
function jP(e) {
  return u.IsEqual(e.length, 6) ? Ws(e[1], e[3], e[5]) : Ws(e[1], e[3], ct());
}
function DP(e) {
  return e.length > 0;
}
function qP(e) {
  return e.reduce((t, r) => (u.IsEqual(r.length, 3) ? [...t, [r[1]]] : [...t, []]), []);
}
function UP(e) {
  return u.IsEqual(e.length, 6) ? [e[1], e[3], e[5]] : [];
}
function KP(e) {
  return u.IsArray(e) && u.IsEqual(e.length, 3) ? e[1] : e;
}
function GP(e) {
  return u.IsEqual(e.length, 2) ? e[1] : [];
}
function eP(e, t) {
  return t.reduce((r, n) => {
    const o = n;
    return u.IsEqual(o.length, 1) ? Rc(r, o[0]) : u.IsEqual(o.length, 0) ? ar(r) : oi();
  }, e);
}
function tP(e, t) {
  return u.IsEqual(t.length, 3) ? hl(e, t[0], t[1], t[2]) : e;
}
function O8(e, t) {
  return u.IsArray(t) && u.IsEqual(t.length, 0) ? e : vl(e, t);
}
function BP(e) {
  const [t, r, n, o, s] = e;
  return O8(tP(t ? Mc(eP(r, n)) : eP(r, n), o), s);
}
function SI(e, t) {
  return u.IsEqual(t.length, 3)
    ? (() => {
        const [r, n, o] = t,
          s = SI(n, o);
        if (u.IsEqual(r, "&")) return U(s) ? Lt([e, ...s.allOf]) : Lt([e, s]);
        if (u.IsEqual(r, "|")) return C(s) ? z([e, ...s.anyOf]) : z([e, s]);
        oi();
      })()
    : e;
}
function zP(e) {
  const [t, r] = e;
  return SI(t, r);
}
function HP(e) {
  const [t, r] = e;
  return SI(t, r);
}
function WP(e) {
  return tC(e[1]);
}
function VP(e) {
  return e[1];
}
function JP(e) {
  return Zo(e[0], e[2]);
}
function YP(e) {
  return u.IsEqual(e.length, 4) ? uc(e[1], e[3]) : u.IsEqual(e.length, 2) ? uc(e[1], ct()) : oi();
}
function XP(e) {
  return `${e}`;
}
function ZP(e) {
  return It(e[3]) ? ss : De(e[3]) ? ua : Yn(e[3]) ? In : ft(e[3]) ? In : oi();
}
function QP(e) {
  return e.length > 0;
}
function eO(e) {
  return e.length > 0;
}
function tO(e) {
  const [t, r, n, o, s] = e;
  return { [r]: t && n ? Wn(zn(s)) : t && !n ? Wn(s) : !t && n ? zn(s) : s };
}
function rO(e) {
  return To(e);
}
function nO(e) {
  return e.reduce(
    (t, r) =>
      u.HasPropertyKey(r, ss) || u.HasPropertyKey(r, ua) || u.HasPropertyKey(r, In)
        ? [t[0], w.Assign(t[1], r)]
        : [w.Assign(t[0], r), t[1]],
    [{}, {}],
  );
}
function oO(e) {
  return nO(e[1]);
}
function sO(e) {
  const [t, r] = e,
    n = u.IsEqual(u.Keys(r).length, 0) ? {} : { patternProperties: r };
  return q(t, n);
}
function iO(e) {
  return u.IsEqual(e.length, 5)
    ? Wn(zn(e[4]))
    : u.IsEqual(e.length, 3)
      ? e[2]
      : u.IsEqual(e.length, 4)
        ? u.IsEqual(e[2], "readonly")
          ? Wn(e[3])
          : zn(e[3])
        : oi();
}
function aO(e) {
  if (!u.IsArray(e) || !u.IsEqual(e.length, 3)) return e;
  const [t, r, n] = e;
  return t && n ? Wn(zn(r)) : t && !n ? Wn(r) : !t && n ? zn(r) : r;
}
function uO(e) {
  return u.IsEqual(e.length, 2) ? ri(e[1]) : u.IsEqual(e.length, 1) ? e[0] : oi();
}
function cO(e) {
  return To(e);
}
function mO(e) {
  return Ve(e[1]);
}
function fO(e) {
  return Wn(zn(e[4]));
}
function pO(e) {
  return Wn(e[3]);
}
function lO(e) {
  return zn(e[3]);
}
function dO(e) {
  return e[2];
}
function hO(e) {
  return u.IsEqual(e.length, 2) ? ri(e[1]) : u.IsEqual(e.length, 1) ? e[0] : oi();
}
function gO(e) {
  return To(e);
}
function yO(e) {
  return Bn(e[1], e[4]);
}
function xO(e) {
  return Gn(e[2], e[5]);
}
function rP(e, t) {
  return u.IsEqual(e, "remove") ? rC(t) : u.IsEqual(e, "add") ? Wn(t) : t;
}
function IO(e) {
  return u.IsEqual(e.length, 2) && u.IsEqual(e[0], "-")
    ? "remove"
    : (u.IsEqual(e.length, 2) && u.IsEqual(e[0], "+")) || u.IsEqual(e.length, 1)
      ? "add"
      : "none";
}
function nP(e, t) {
  return u.IsEqual(e, "remove") ? eC(t) : u.IsEqual(e, "add") ? zn(t) : t;
}
function $O(e) {
  return u.IsEqual(e.length, 2) && u.IsEqual(e[0], "-")
    ? "remove"
    : (u.IsEqual(e.length, 2) && u.IsEqual(e[0], "+")) || u.IsEqual(e.length, 1)
      ? "add"
      : "none";
}
function bO(e) {
  return u.IsEqual(e.length, 2) ? [e[1]] : [];
}
function EO(e) {
  return u.IsArray(e[6]) && u.IsEqual(e[6].length, 1)
    ? Oc(xc(e[3]), e[5], e[6][0], rP(e[1], nP(e[8], e[10])))
    : Oc(xc(e[3]), e[5], gt(e[3]), rP(e[1], nP(e[8], e[10])));
}
function wO(e) {
  return gt(e);
}
function SO(e) {
  return BigInt(e);
}
function TO(e) {
  return parseFloat(e);
}
function kO(e) {
  return u.IsEqual(e, "true");
}
function _O(e) {
  return null;
}
function vO(e) {
  return { [e[0]]: e[2] };
}
function PO(e) {
  return To(e);
}
function C8(e) {
  return e.reduce((t, r) => w.Assign(t, r), {});
}
function OO(e) {
  return C8(e[1]);
}
function CO(e) {
  return To(e);
}
function AO(e) {
  return e[1];
}
function RO(e) {
  return yc();
}
function MO(e) {
  return Pt();
}
function NO(e) {
  return kr();
}
function FO(e) {
  return Xs();
}
function LO(e) {
  return ke();
}
function jO(e) {
  return ee(e);
}
function DO(e) {
  return z(e[1]);
}
function qO(e) {
  return e.length === 3 ? [...e[0], ...e[2]] : e.length === 1 ? [...e[0]] : [];
}
function UO(e) {
  return [e[0], ...e[1]];
}
function KO(e) {
  return e[1];
}
function GO(e) {
  return To(e);
}
function BO(e) {
  return u.IsEqual(e.length, 2) ? e[1] : [];
}
function zO(e) {
  const t = e[2],
    r = e[3],
    [n, o] = e[4],
    s = u.IsEqual(u.Keys(o).length, 0) ? {} : { patternProperties: o };
  return { [e[1]]: Zo(t, Cc(r, n, s)) };
}
function HO(e) {
  const t = e[2],
    [r, n] = e[3],
    o = u.IsEqual(u.Keys(n).length, 0) ? {} : { patternProperties: n };
  return { [e[1]]: Cc(t, r, o) };
}
function WO(e) {
  return { [e[1]]: Zo(e[2], e[4]) };
}
function VO(e) {
  return { [e[1]]: e[3] };
}
function JO(e) {
  return null;
}
function YO(e) {
  return To(e);
}
function XO(e) {
  return e[1];
}
function ZO(e) {
  const [t, r] = [e[0], e[1]];
  return oC(w.Assign(t, nO(r)[0]));
}
var QO = d(() => {
  O();
  b();
  Pc();
  si();
});
var ko = d(() => {
  Yi();
});
function Nc(e) {
  return te(e.length, 2);
}
function ae(e, t, r) {
  return Nc(e) ? t(e[0], e[1]) : r();
}
var vr = d(() => {
  ko();
});
function M8(e, t) {
  return te(t.indexOf(e), 0) ? [e, t.slice(e.length)] : [];
}
function ze(e, t) {
  for (let r = 0; r < e.length; r++) {
    const n = M8(e[r], t);
    if (Nc(n)) return n;
  }
  return [];
}
var Xn = d(() => {
  vr();
  ko();
});
function TI(e, t) {
  return Array.from({ length: t - e + 1 }, (r, n) => String.fromCharCode(e + n));
}
var sC,
  kI,
  _I,
  ha,
  iC,
  ga,
  as,
  Pl,
  aC,
  Ol,
  Dt = d(() => {
    (sC = [...TI(97, 122), ...TI(65, 90)]),
      (kI = "0"),
      (_I = TI(49, 57)),
      (ha = [kI, ..._I]),
      (iC = " "),
      (ga = `
`),
      (as = "_"),
      (Pl = "."),
      (aC = "$"),
      (Ol = "-");
  });
function mC(e) {
  const t = e.indexOf(F8);
  return te(t, -1) ? "" : e.slice(t + 2);
}
function fC(e) {
  const t = e.indexOf(ga);
  return te(t, -1) ? "" : e.slice(t);
}
function L8(e) {
  return e.replace(/^[ \t\r\f\v]+/, "");
}
function Cl(e) {
  const t = L8(e);
  return t.startsWith(cC) ? Cl(mC(t.slice(2))) : t.startsWith(uC) ? Cl(fC(t.slice(2))) : t;
}
function Tt(e) {
  const t = e.trimStart();
  return t.startsWith(cC) ? Tt(mC(t.slice(2))) : t.startsWith(uC) ? Tt(fC(t.slice(2))) : t;
}
var uC,
  cC,
  F8,
  Zn = d(() => {
    ko();
    Dt();
    (uC = "//"), (cC = "/*"), (F8 = "*/");
  });
function Al(e, t) {
  return ae(
    ze([e], t),
    (r, n) => [r, n],
    () => ["", t],
  );
}
var vI = d(() => {
  vr();
  Xn();
});
function j8(e, t) {
  return e.includes(t);
}
function ya(e, t, r, n = "") {
  return ae(
    ze(e, r),
    (o, s) => (j8(t, o) ? ya(e, t, s, n) : ya(e, t, s, `${n}${o}`)),
    () => [n, r],
  );
}
var PI = d(() => {
  vr();
  Xn();
});
function D8(e) {
  return ze(_I, e);
}
function U8(e) {
  return ya(q8, [as], e);
}
function K8(e) {
  return ae(
    ze([kI], e),
    (t, r) => [t, r],
    () =>
      ae(
        D8(e),
        (t, r) =>
          ae(
            U8(r),
            (n, o) => [`${t}${n}`, o],
            () => [],
          ),
        () => [],
      ),
  );
}
function Rl(e) {
  return K8(Tt(e));
}
var q8,
  Ml = d(() => {
    vr();
    Zn();
    Xn();
    PI();
    Dt();
    Dt();
    Dt();
    Dt();
    q8 = [...ha, as];
  });
function G8(e) {
  return Al(Ol, e);
}
function B8(e) {
  return ae(
    G8(e),
    (t, r) =>
      ae(
        Rl(r),
        (n, o) => [`${t}${n}`, o],
        () => [],
      ),
    () => [],
  );
}
function pC(e) {
  return B8(Tt(e));
}
var OI = d(() => {
  vr();
  Zn();
  vI();
  Dt();
  Ml();
});
function z8(e) {
  return ae(
    pC(e),
    (t, r) =>
      ae(
        ze(["n"], r),
        (n, o) => [`${t}`, o],
        () => [],
      ),
    () => [],
  );
}
function CI(e) {
  return z8(e);
}
var lC = d(() => {
  vr();
  Xn();
  OI();
});
function AI(e, t) {
  return ze([e], t);
}
function T(e, t) {
  return te(e, "") ? ["", t] : e.startsWith(ga) ? AI(e, Cl(t)) : e.startsWith(iC) ? AI(e, t) : AI(e, Tt(t));
}
var dC = d(() => {
  ko();
  Zn();
  Zn();
  Xn();
  Dt();
  Dt();
});
function H8(e) {
  return ze(hC, e);
}
function gC(e, t = "") {
  return ae(
    ze(W8, e),
    (r, n) => gC(n, `${t}${r}`),
    () => [t, e],
  );
}
function V8(e) {
  return ae(
    H8(e),
    (t, r) =>
      ae(
        gC(r),
        (n, o) => [`${t}${n}`, o],
        () => [],
      ),
    () => [],
  );
}
function Ye(e) {
  return V8(Tt(e));
}
var hC,
  W8,
  yC = d(() => {
    vr();
    Zn();
    Xn();
    Dt();
    Dt();
    Dt();
    Dt();
    hC = [...sC, as, aC];
    W8 = [...hC, ...ha];
  });
function Y8(e) {
  return Nc(ze([Pl], e));
}
function xC(e) {
  return ae(
    ya(J8, [as], e),
    (t, r) => (te(t, "") ? [] : [t, r]),
    () => [],
  );
}
function X8(e) {
  return ae(
    ze([Pl], e),
    (t, r) =>
      ae(
        xC(r),
        (n, o) => [`0${t}${n}`, o],
        () => [],
      ),
    () => [],
  );
}
function Z8(e) {
  return ae(
    Rl(e),
    (t, r) =>
      ae(
        ze([Pl], r),
        (n, o) =>
          ae(
            xC(o),
            (s, i) => [`${t}${n}${s}`, i],
            () => [`${t}`, o],
          ),
        () => [`${t}`, r],
      ),
    () => [],
  );
}
function Q8(e) {
  return Y8(e) ? X8(e) : Z8(e);
}
function IC(e) {
  return Q8(Tt(e));
}
var J8,
  RI = d(() => {
    ko();
    vr();
    Zn();
    Xn();
    PI();
    Dt();
    Dt();
    Ml();
    J8 = [...ha, as];
  });
function eJ(e) {
  return Al(Ol, e);
}
function tJ(e) {
  return ae(
    eJ(e),
    (t, r) =>
      ae(
        IC(r),
        (n, o) => [`${t}${n}`, o],
        () => [],
      ),
    () => [],
  );
}
function Nl(e) {
  return tJ(Tt(e));
}
var $C = d(() => {
  vr();
  Zn();
  vI();
  Dt();
  RI();
});
var bC = d(() => {
  ko();
});
function rJ(e) {
  return te(e, "") ? [] : [e.slice(0, 1), e.slice(1)];
}
function EC(e, t) {
  return Ep(
    e,
    (r, n) => (t.startsWith(r) ? !0 : EC(n, t)),
    () => !1,
  );
}
function us(e, t, r = "") {
  return ae(
    rJ(t),
    (n, o) => (EC(e, t) ? [r, t] : us(e, o, `${r}${n}`)),
    () => [],
  );
}
var Fl = d(() => {
  vr();
  ko();
});
function nJ(e, t, r) {
  return ae(
    ze([e], r),
    (n, o) =>
      ae(
        us([t], o),
        (s, i) =>
          ae(
            ze([t], i),
            (a, c) => [`${s}`, c],
            () => [],
          ),
        () => [],
      ),
    () => [],
  );
}
function oJ(e, t, r) {
  return ae(
    ze([e], r),
    (n, o) =>
      ae(
        us([ga, t], o),
        (s, i) =>
          ae(
            ze([t], i),
            (a, c) => [`${s}`, c],
            () => [],
          ),
        () => [],
      ),
    () => [],
  );
}
function wC(e, t, r, n) {
  return r ? nJ(e, t, Tt(n)) : oJ(e, t, Tt(n));
}
var MI = d(() => {
  vr();
  Zn();
  Dt();
  Xn();
  Fl();
});
function sJ(e, t) {
  return ze(e, t);
}
function iJ(e, t) {
  return wC(e, e, !1, t);
}
function aJ(e, t) {
  return ae(
    sJ(e, t),
    (r, n) => iJ(r, `${r}${n}`),
    () => [],
  );
}
function Ll(e, t) {
  return aJ(e, Tt(t));
}
var SC = d(() => {
  vr();
  Xn();
  Zn();
  MI();
});
function TC(e, t) {
  return ae(
    us(e, t),
    (r, n) => (te(r, "") ? [] : [r, n]),
    () => [],
  );
}
var kC = d(() => {
  ko();
  vr();
  Fl();
});
var _C = d(() => {
  lC();
  dC();
  yC();
  OI();
  $C();
  bC();
  MI();
  SC();
  Ml();
  RI();
  kC();
  Fl();
});
var f,
  cJ,
  mJ,
  fJ,
  pJ,
  OC,
  CC,
  lJ,
  LI,
  AC,
  dJ,
  hJ,
  gJ,
  RC,
  MC,
  NC,
  yJ,
  xJ,
  IJ,
  FC,
  $J,
  bJ,
  EJ,
  wJ,
  SJ,
  LC,
  TJ,
  kJ,
  _J,
  NI,
  jC,
  jI,
  vJ,
  PJ,
  OJ,
  CJ,
  AJ,
  RJ,
  MJ,
  DC,
  NJ,
  FJ,
  LJ,
  jJ,
  qC,
  UC,
  KC,
  GC,
  jl,
  DJ,
  qJ,
  UJ,
  KJ,
  le,
  GJ,
  BJ,
  zJ,
  HJ,
  BC,
  zC,
  HC,
  WC,
  Dl,
  VC,
  WJ,
  DI,
  VJ,
  JJ,
  vC,
  JC,
  YC,
  YJ,
  XJ,
  ZJ,
  QJ,
  e7,
  t7,
  PC,
  XC,
  ZC,
  QC,
  r7,
  n7,
  o7,
  s7,
  i7,
  a7,
  u7,
  c7,
  m7,
  f7,
  p7,
  l7,
  d7,
  eA,
  tA,
  h7,
  rA,
  nA,
  g7,
  y7,
  qI,
  x7,
  I7,
  $7,
  b7,
  E7,
  w7,
  S7,
  T7,
  oA,
  FI,
  UI,
  pv,
  sA,
  k7,
  iA,
  _7,
  v7,
  P7,
  O7,
  C7,
  aA,
  uA,
  A7,
  KI,
  R7,
  cA,
  Hp = d(() => {
    QO();
    _C();
    (f = (e, t, r = () => []) => (e.length === 2 ? t(e) : r())),
      (cJ = (e) =>
        f(
          f(Ye(e), ([t, r]) =>
            f(T("extends", r), ([n, o]) =>
              f(le(o), ([s, i]) => f(T("=", i), ([a, c]) => f(le(c), ([m, p]) => [[t, n, s, a, m], p]))),
            ),
          ),
          ([t, r]) => [sP(t), r],
        )),
      (mJ = (e) =>
        f(
          f(Ye(e), ([t, r]) => f(T("extends", r), ([n, o]) => f(le(o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [iP(t), r],
        )),
      (fJ = (e) =>
        f(
          f(Ye(e), ([t, r]) => f(T("=", r), ([n, o]) => f(le(o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [aP(t), r],
        )),
      (pJ = (e) => f(Ye(e), ([t, r]) => [uP(t), r])),
      (OC = (e) =>
        f(
          f(
            cJ(e),
            ([t, r]) => [t, r],
            () =>
              f(
                mJ(e),
                ([t, r]) => [t, r],
                () =>
                  f(
                    fJ(e),
                    ([t, r]) => [t, r],
                    () =>
                      f(
                        pJ(e),
                        ([t, r]) => [t, r],
                        () => [],
                      ),
                  ),
              ),
          ),
          ([t, r]) => [t, r],
        )),
      (CC = (e, t = []) =>
        f(
          f(T(",", e), ([r, n]) => f(OC(n), ([o, s]) => [[r, o], s])),
          ([r, n]) => CC(n, [...t, r]),
          () => [t, e],
        )),
      (lJ = (e) =>
        f(
          f(
            f(OC(e), ([t, r]) =>
              f(CC(r), ([n, o]) =>
                f(
                  f(
                    T(",", o),
                    ([s, i]) => [[s], i],
                    () => [[], o],
                  ),
                  ([s, i]) => [[t, n, s], i],
                ),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [cP(t), r],
        )),
      (LI = (e) =>
        f(
          f(T("<", e), ([t, r]) => f(lJ(r), ([n, o]) => f(T(">", o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [mP(t), r],
        )),
      (AC = (e, t = []) =>
        f(
          f(T(",", e), ([r, n]) => f(le(n), ([o, s]) => [[r, o], s])),
          ([r, n]) => AC(n, [...t, r]),
          () => [t, e],
        )),
      (dJ = (e) =>
        f(
          f(
            f(le(e), ([t, r]) =>
              f(AC(r), ([n, o]) =>
                f(
                  f(
                    T(",", o),
                    ([s, i]) => [[s], i],
                    () => [[], o],
                  ),
                  ([s, i]) => [[t, n, s], i],
                ),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [fP(t), r],
        )),
      (hJ = (e) =>
        f(
          f(T("<", e), ([t, r]) => f(dJ(r), ([n, o]) => f(T(">", o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [pP(t), r],
        )),
      (gJ = (e) =>
        f(
          f(Ye(e), ([t, r]) => f(hJ(r), ([n, o]) => [[t, n], o])),
          ([t, r]) => [lP(t), r],
        )),
      (RC = (e) =>
        f(
          f(
            f(T(";", e), ([t, r]) => [[t], r]),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [dP(t), r],
        )),
      (MC = (e) => f(T("string", e), ([t, r]) => [hP(t), r])),
      (NC = (e) => f(T("number", e), ([t, r]) => [gP(t), r])),
      (yJ = (e) => f(T("boolean", e), ([t, r]) => [yP(t), r])),
      (xJ = (e) => f(T("undefined", e), ([t, r]) => [xP(t), r])),
      (IJ = (e) => f(T("null", e), ([t, r]) => [IP(t), r])),
      (FC = (e) => f(T("integer", e), ([t, r]) => [$P(t), r])),
      ($J = (e) => f(T("bigint", e), ([t, r]) => [bP(t), r])),
      (bJ = (e) => f(T("unknown", e), ([t, r]) => [EP(t), r])),
      (EJ = (e) => f(T("any", e), ([t, r]) => [wP(t), r])),
      (wJ = (e) => f(T("object", e), ([t, r]) => [SP(t), r])),
      (SJ = (e) => f(T("never", e), ([t, r]) => [TP(t), r])),
      (LC = (e) => f(T("symbol", e), ([t, r]) => [kP(t), r])),
      (TJ = (e) => f(T("void", e), ([t, r]) => [_P(t), r])),
      (kJ = (e) => f(T("this", e), ([t, r]) => [vP(t), r])),
      (_J = (e) =>
        f(
          f(T("${", e), ([t, r]) => f(le(r), ([n, o]) => f(T("}", o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [RP(t), r],
        )),
      (NI = (e) => f(us(["${", "`"], e), ([t, r]) => [MP(t), r])),
      (jC = (e) =>
        f(
          f(
            f(NI(e), ([t, r]) => f(_J(r), ([n, o]) => f(jC(o), ([s, i]) => [[t, n, s], i]))),
            ([t, r]) => [t, r],
            () =>
              f(
                f(NI(e), ([t, r]) => [[t], r]),
                ([t, r]) => [t, r],
                () =>
                  f(
                    f(NI(e), ([t, r]) => [[t], r]),
                    ([t, r]) => [t, r],
                    () => [],
                  ),
              ),
          ),
          ([t, r]) => [NP(t), r],
        )),
      (jI = (e) =>
        f(
          f(T("`", e), ([t, r]) => f(jC(r), ([n, o]) => f(T("`", o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [FP(t), r],
        )),
      (vJ = (e) => f(jI(e), ([t, r]) => [LP(t), r])),
      (PJ = (e) =>
        f(
          f(
            f(T("if", e), ([t, r]) =>
              f(le(r), ([n, o]) =>
                f(T("then", o), ([s, i]) =>
                  f(le(i), ([a, c]) => f(T("else", c), ([m, p]) => f(le(p), ([l, g]) => [[t, n, s, a, m, l], g]))),
                ),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                f(T("if", e), ([t, r]) =>
                  f(le(r), ([n, o]) => f(T("then", o), ([s, i]) => f(le(i), ([a, c]) => [[t, n, s, a], c]))),
                ),
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [jP(t), r],
        )),
      (OJ = (e) => f(CI(e), ([t, r]) => [PP(t), r])),
      (CJ = (e) =>
        f(
          f(
            T("true", e),
            ([t, r]) => [t, r],
            () =>
              f(
                T("false", e),
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [OP(t), r],
        )),
      (AJ = (e) => f(Nl(e), ([t, r]) => [CP(t), r])),
      (RJ = (e) => f(Ll(["'", '"'], e), ([t, r]) => [AP(t), r])),
      (MJ = (e) =>
        f(
          f(
            f(T("keyof", e), ([t, r]) => [[t], r]),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [DP(t), r],
        )),
      (DC = (e, t = []) =>
        f(
          f(
            f(T("[", e), ([r, n]) => f(le(n), ([o, s]) => f(T("]", s), ([i, a]) => [[r, o, i], a]))),
            ([r, n]) => [r, n],
            () =>
              f(
                f(T("[", e), ([r, n]) => f(T("]", n), ([o, s]) => [[r, o], s])),
                ([r, n]) => [r, n],
                () => [],
              ),
          ),
          ([r, n]) => DC(n, [...t, r]),
          () => [t, e],
        )),
      (NJ = (e) => f(DC(e), ([t, r]) => [qP(t), r])),
      (FJ = (e) =>
        f(
          f(
            f(T("extends", e), ([t, r]) =>
              f(le(r), ([n, o]) =>
                f(T("?", o), ([s, i]) =>
                  f(le(i), ([a, c]) => f(T(":", c), ([m, p]) => f(le(p), ([l, g]) => [[t, n, s, a, m, l], g]))),
                ),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [UP(t), r],
        )),
      (LJ = (e) =>
        f(
          f(
            f(T("(", e), ([t, r]) => f(le(r), ([n, o]) => f(T(")", o), ([s, i]) => [[t, n, s], i]))),
            ([t, r]) => [t, r],
            () =>
              f(
                MC(e),
                ([t, r]) => [t, r],
                () =>
                  f(
                    NC(e),
                    ([t, r]) => [t, r],
                    () =>
                      f(
                        yJ(e),
                        ([t, r]) => [t, r],
                        () =>
                          f(
                            xJ(e),
                            ([t, r]) => [t, r],
                            () =>
                              f(
                                IJ(e),
                                ([t, r]) => [t, r],
                                () =>
                                  f(
                                    FC(e),
                                    ([t, r]) => [t, r],
                                    () =>
                                      f(
                                        $J(e),
                                        ([t, r]) => [t, r],
                                        () =>
                                          f(
                                            bJ(e),
                                            ([t, r]) => [t, r],
                                            () =>
                                              f(
                                                EJ(e),
                                                ([t, r]) => [t, r],
                                                () =>
                                                  f(
                                                    wJ(e),
                                                    ([t, r]) => [t, r],
                                                    () =>
                                                      f(
                                                        SJ(e),
                                                        ([t, r]) => [t, r],
                                                        () =>
                                                          f(
                                                            LC(e),
                                                            ([t, r]) => [t, r],
                                                            () =>
                                                              f(
                                                                TJ(e),
                                                                ([t, r]) => [t, r],
                                                                () =>
                                                                  f(
                                                                    kJ(e),
                                                                    ([t, r]) => [t, r],
                                                                    () =>
                                                                      f(
                                                                        OJ(e),
                                                                        ([t, r]) => [t, r],
                                                                        () =>
                                                                          f(
                                                                            CJ(e),
                                                                            ([t, r]) => [t, r],
                                                                            () =>
                                                                              f(
                                                                                AJ(e),
                                                                                ([t, r]) => [t, r],
                                                                                () =>
                                                                                  f(
                                                                                    RJ(e),
                                                                                    ([t, r]) => [t, r],
                                                                                    () =>
                                                                                      f(
                                                                                        vJ(e),
                                                                                        ([t, r]) => [t, r],
                                                                                        () =>
                                                                                          f(
                                                                                            PJ(e),
                                                                                            ([t, r]) => [t, r],
                                                                                            () =>
                                                                                              f(
                                                                                                VJ(e),
                                                                                                ([t, r]) => [t, r],
                                                                                                () =>
                                                                                                  f(
                                                                                                    XJ(e),
                                                                                                    ([t, r]) => [t, r],
                                                                                                    () =>
                                                                                                      f(
                                                                                                        n7(e),
                                                                                                        ([t, r]) => [
                                                                                                          t,
                                                                                                          r,
                                                                                                        ],
                                                                                                        () =>
                                                                                                          f(
                                                                                                            r7(e),
                                                                                                            ([
                                                                                                              t,
                                                                                                              r,
                                                                                                            ]) => [
                                                                                                              t,
                                                                                                              r,
                                                                                                            ],
                                                                                                            () =>
                                                                                                              f(
                                                                                                                a7(e),
                                                                                                                ([
                                                                                                                  t,
                                                                                                                  r,
                                                                                                                ]) => [
                                                                                                                  t,
                                                                                                                  r,
                                                                                                                ],
                                                                                                                () =>
                                                                                                                  f(
                                                                                                                    gJ(
                                                                                                                      e,
                                                                                                                    ),
                                                                                                                    ([
                                                                                                                      t,
                                                                                                                      r,
                                                                                                                    ]) => [
                                                                                                                      t,
                                                                                                                      r,
                                                                                                                    ],
                                                                                                                    () =>
                                                                                                                      f(
                                                                                                                        u7(
                                                                                                                          e,
                                                                                                                        ),
                                                                                                                        ([
                                                                                                                          t,
                                                                                                                          r,
                                                                                                                        ]) => [
                                                                                                                          t,
                                                                                                                          r,
                                                                                                                        ],
                                                                                                                        () => [],
                                                                                                                      ),
                                                                                                                  ),
                                                                                                              ),
                                                                                                          ),
                                                                                                      ),
                                                                                                  ),
                                                                                              ),
                                                                                          ),
                                                                                      ),
                                                                                  ),
                                                                              ),
                                                                          ),
                                                                      ),
                                                                  ),
                                                              ),
                                                          ),
                                                      ),
                                                  ),
                                              ),
                                          ),
                                      ),
                                  ),
                              ),
                          ),
                      ),
                  ),
              ),
          ),
          ([t, r]) => [KP(t), r],
        )),
      (jJ = (e) =>
        f(
          f(
            f(T("with", e), ([t, r]) => f(rA(r), ([n, o]) => [[t, n], o])),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [GP(t), r],
        )),
      (qC = (e) =>
        f(
          f(MJ(e), ([t, r]) =>
            f(LJ(r), ([n, o]) =>
              f(NJ(o), ([s, i]) => f(FJ(i), ([a, c]) => f(jJ(c), ([m, p]) => [[t, n, s, a, m], p]))),
            ),
          ),
          ([t, r]) => [BP(t), r],
        )),
      (UC = (e) =>
        f(
          f(
            f(T("&", e), ([t, r]) => f(qC(r), ([n, o]) => f(UC(o), ([s, i]) => [[t, n, s], i]))),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [t, r],
        )),
      (KC = (e) =>
        f(
          f(qC(e), ([t, r]) => f(UC(r), ([n, o]) => [[t, n], o])),
          ([t, r]) => [zP(t), r],
        )),
      (GC = (e) =>
        f(
          f(
            f(T("|", e), ([t, r]) => f(KC(r), ([n, o]) => f(GC(o), ([s, i]) => [[t, n, s], i]))),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [t, r],
        )),
      (jl = (e) =>
        f(
          f(KC(e), ([t, r]) => f(GC(r), ([n, o]) => [[t, n], o])),
          ([t, r]) => [HP(t), r],
        )),
      (DJ = (e) =>
        f(
          f(T("readonly", e), ([t, r]) => f(jl(r), ([n, o]) => [[t, n], o])),
          ([t, r]) => [WP(t), r],
        )),
      (qJ = (e) =>
        f(
          f(T("|", e), ([t, r]) => f(jl(r), ([n, o]) => [[t, n], o])),
          ([t, r]) => [VP(t), r],
        )),
      (UJ = (e) =>
        f(
          f(LI(e), ([t, r]) => f(T("=", r), ([n, o]) => f(le(o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [JP(t), r],
        )),
      (KJ = (e) =>
        f(
          f(
            f(T("infer", e), ([t, r]) =>
              f(Ye(r), ([n, o]) => f(T("extends", o), ([s, i]) => f(jl(i), ([a, c]) => [[t, n, s, a], c]))),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                f(T("infer", e), ([t, r]) => f(Ye(r), ([n, o]) => [[t, n], o])),
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [YP(t), r],
        )),
      (le = (e) =>
        f(
          f(
            KJ(e),
            ([t, r]) => [t, r],
            () =>
              f(
                qJ(e),
                ([t, r]) => [t, r],
                () =>
                  f(
                    DJ(e),
                    ([t, r]) => [t, r],
                    () =>
                      f(
                        jl(e),
                        ([t, r]) => [t, r],
                        () => [],
                      ),
                  ),
              ),
          ),
          ([t, r]) => [t, r],
        )),
      (GJ = (e) => f(Nl(e), ([t, r]) => [XP(t), r])),
      (BJ = (e) => f(Ye(e), ([t, r]) => [t, r])),
      (zJ = (e) => f(Ll(["'", '"'], e), ([t, r]) => [t, r])),
      (HJ = (e) =>
        f(
          f(T("[", e), ([t, r]) =>
            f(Ye(r), ([n, o]) =>
              f(T(":", o), ([s, i]) =>
                f(
                  f(
                    FC(i),
                    ([a, c]) => [a, c],
                    () =>
                      f(
                        NC(i),
                        ([a, c]) => [a, c],
                        () =>
                          f(
                            MC(i),
                            ([a, c]) => [a, c],
                            () =>
                              f(
                                LC(i),
                                ([a, c]) => [a, c],
                                () => [],
                              ),
                          ),
                      ),
                  ),
                  ([a, c]) => f(T("]", c), ([m, p]) => [[t, n, s, a, m], p]),
                ),
              ),
            ),
          ),
          ([t, r]) => [ZP(t), r],
        )),
      (BC = (e) =>
        f(
          f(
            GJ(e),
            ([t, r]) => [t, r],
            () =>
              f(
                BJ(e),
                ([t, r]) => [t, r],
                () =>
                  f(
                    zJ(e),
                    ([t, r]) => [t, r],
                    () =>
                      f(
                        HJ(e),
                        ([t, r]) => [t, r],
                        () => [],
                      ),
                  ),
              ),
          ),
          ([t, r]) => [t, r],
        )),
      (zC = (e) =>
        f(
          f(
            f(T("readonly", e), ([t, r]) => [[t], r]),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [QP(t), r],
        )),
      (HC = (e) =>
        f(
          f(
            f(T("?", e), ([t, r]) => [[t], r]),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [eO(t), r],
        )),
      (WC = (e) =>
        f(
          f(zC(e), ([t, r]) =>
            f(BC(r), ([n, o]) =>
              f(HC(o), ([s, i]) => f(T(":", i), ([a, c]) => f(le(c), ([m, p]) => [[t, n, s, a, m], p]))),
            ),
          ),
          ([t, r]) => [tO(t), r],
        )),
      (Dl = (e) =>
        f(
          f(
            f(T(",", e), ([t, r]) =>
              f(
                T(
                  `
`,
                  r,
                ),
                ([n, o]) => [[t, n], o],
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                f(T(";", e), ([t, r]) =>
                  f(
                    T(
                      `
`,
                      r,
                    ),
                    ([n, o]) => [[t, n], o],
                  ),
                ),
                ([t, r]) => [t, r],
                () =>
                  f(
                    f(T(",", e), ([t, r]) => [[t], r]),
                    ([t, r]) => [t, r],
                    () =>
                      f(
                        f(T(";", e), ([t, r]) => [[t], r]),
                        ([t, r]) => [t, r],
                        () =>
                          f(
                            f(
                              T(
                                `
`,
                                e,
                              ),
                              ([t, r]) => [[t], r],
                            ),
                            ([t, r]) => [t, r],
                            () => [],
                          ),
                      ),
                  ),
              ),
          ),
          ([t, r]) => [t, r],
        )),
      (VC = (e, t = []) =>
        f(
          f(Dl(e), ([r, n]) => f(WC(n), ([o, s]) => [[r, o], s])),
          ([r, n]) => VC(n, [...t, r]),
          () => [t, e],
        )),
      (WJ = (e) =>
        f(
          f(
            f(WC(e), ([t, r]) =>
              f(VC(r), ([n, o]) =>
                f(
                  f(
                    Dl(o),
                    ([s, i]) => [[s], i],
                    () => [[], o],
                  ),
                  ([s, i]) => [[t, n, s], i],
                ),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [rO(t), r],
        )),
      (DI = (e) =>
        f(
          f(T("{", e), ([t, r]) => f(WJ(r), ([n, o]) => f(T("}", o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [oO(t), r],
        )),
      (VJ = (e) => f(DI(e), ([t, r]) => [sO(t), r])),
      (JJ = (e) =>
        f(
          f(
            f(Ye(e), ([t, r]) =>
              f(T("?", r), ([n, o]) =>
                f(T(":", o), ([s, i]) => f(T("readonly", i), ([a, c]) => f(le(c), ([m, p]) => [[t, n, s, a, m], p]))),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                f(Ye(e), ([t, r]) =>
                  f(T(":", r), ([n, o]) => f(T("readonly", o), ([s, i]) => f(le(i), ([a, c]) => [[t, n, s, a], c]))),
                ),
                ([t, r]) => [t, r],
                () =>
                  f(
                    f(Ye(e), ([t, r]) =>
                      f(T("?", r), ([n, o]) => f(T(":", o), ([s, i]) => f(le(i), ([a, c]) => [[t, n, s, a], c]))),
                    ),
                    ([t, r]) => [t, r],
                    () =>
                      f(
                        f(Ye(e), ([t, r]) => f(T(":", r), ([n, o]) => f(le(o), ([s, i]) => [[t, n, s], i]))),
                        ([t, r]) => [t, r],
                        () => [],
                      ),
                  ),
              ),
          ),
          ([t, r]) => [iO(t), r],
        )),
      (vC = (e) =>
        f(
          f(
            JJ(e),
            ([t, r]) => [t, r],
            () =>
              f(
                f(zC(e), ([t, r]) => f(le(r), ([n, o]) => f(HC(o), ([s, i]) => [[t, n, s], i]))),
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [aO(t), r],
        )),
      (JC = (e) =>
        f(
          f(
            f(T("...", e), ([t, r]) => f(vC(r), ([n, o]) => [[t, n], o])),
            ([t, r]) => [t, r],
            () =>
              f(
                f(vC(e), ([t, r]) => [[t], r]),
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [uO(t), r],
        )),
      (YC = (e, t = []) =>
        f(
          f(T(",", e), ([r, n]) => f(JC(n), ([o, s]) => [[r, o], s])),
          ([r, n]) => YC(n, [...t, r]),
          () => [t, e],
        )),
      (YJ = (e) =>
        f(
          f(
            f(JC(e), ([t, r]) =>
              f(YC(r), ([n, o]) =>
                f(
                  f(
                    T(",", o),
                    ([s, i]) => [[s], i],
                    () => [[], o],
                  ),
                  ([s, i]) => [[t, n, s], i],
                ),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [cO(t), r],
        )),
      (XJ = (e) =>
        f(
          f(T("[", e), ([t, r]) => f(YJ(r), ([n, o]) => f(T("]", o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [mO(t), r],
        )),
      (ZJ = (e) =>
        f(
          f(Ye(e), ([t, r]) =>
            f(T("?", r), ([n, o]) =>
              f(T(":", o), ([s, i]) => f(T("readonly", i), ([a, c]) => f(le(c), ([m, p]) => [[t, n, s, a, m], p]))),
            ),
          ),
          ([t, r]) => [fO(t), r],
        )),
      (QJ = (e) =>
        f(
          f(Ye(e), ([t, r]) =>
            f(T(":", r), ([n, o]) => f(T("readonly", o), ([s, i]) => f(le(i), ([a, c]) => [[t, n, s, a], c]))),
          ),
          ([t, r]) => [pO(t), r],
        )),
      (e7 = (e) =>
        f(
          f(Ye(e), ([t, r]) =>
            f(T("?", r), ([n, o]) => f(T(":", o), ([s, i]) => f(le(i), ([a, c]) => [[t, n, s, a], c]))),
          ),
          ([t, r]) => [lO(t), r],
        )),
      (t7 = (e) =>
        f(
          f(Ye(e), ([t, r]) => f(T(":", r), ([n, o]) => f(le(o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [dO(t), r],
        )),
      (PC = (e) =>
        f(
          f(
            ZJ(e),
            ([t, r]) => [t, r],
            () =>
              f(
                QJ(e),
                ([t, r]) => [t, r],
                () =>
                  f(
                    e7(e),
                    ([t, r]) => [t, r],
                    () =>
                      f(
                        t7(e),
                        ([t, r]) => [t, r],
                        () => [],
                      ),
                  ),
              ),
          ),
          ([t, r]) => [t, r],
        )),
      (XC = (e) =>
        f(
          f(
            f(T("...", e), ([t, r]) => f(PC(r), ([n, o]) => [[t, n], o])),
            ([t, r]) => [t, r],
            () =>
              f(
                f(PC(e), ([t, r]) => [[t], r]),
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [hO(t), r],
        )),
      (ZC = (e, t = []) =>
        f(
          f(T(",", e), ([r, n]) => f(XC(n), ([o, s]) => [[r, o], s])),
          ([r, n]) => ZC(n, [...t, r]),
          () => [t, e],
        )),
      (QC = (e) =>
        f(
          f(
            f(XC(e), ([t, r]) =>
              f(ZC(r), ([n, o]) =>
                f(
                  f(
                    T(",", o),
                    ([s, i]) => [[s], i],
                    () => [[], o],
                  ),
                  ([s, i]) => [[t, n, s], i],
                ),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [gO(t), r],
        )),
      (r7 = (e) =>
        f(
          f(T("(", e), ([t, r]) =>
            f(QC(r), ([n, o]) =>
              f(T(")", o), ([s, i]) => f(T("=>", i), ([a, c]) => f(le(c), ([m, p]) => [[t, n, s, a, m], p]))),
            ),
          ),
          ([t, r]) => [yO(t), r],
        )),
      (n7 = (e) =>
        f(
          f(T("new", e), ([t, r]) =>
            f(T("(", r), ([n, o]) =>
              f(QC(o), ([s, i]) =>
                f(T(")", i), ([a, c]) => f(T("=>", c), ([m, p]) => f(le(p), ([l, g]) => [[t, n, s, a, m, l], g]))),
              ),
            ),
          ),
          ([t, r]) => [xO(t), r],
        )),
      (o7 = (e) =>
        f(
          f(
            f(T("+", e), ([t, r]) => f(T("readonly", r), ([n, o]) => [[t, n], o])),
            ([t, r]) => [t, r],
            () =>
              f(
                f(T("-", e), ([t, r]) => f(T("readonly", r), ([n, o]) => [[t, n], o])),
                ([t, r]) => [t, r],
                () =>
                  f(
                    f(T("readonly", e), ([t, r]) => [[t], r]),
                    ([t, r]) => [t, r],
                    () =>
                      f(
                        [[], e],
                        ([t, r]) => [t, r],
                        () => [],
                      ),
                  ),
              ),
          ),
          ([t, r]) => [IO(t), r],
        )),
      (s7 = (e) =>
        f(
          f(
            f(T("+", e), ([t, r]) => f(T("?", r), ([n, o]) => [[t, n], o])),
            ([t, r]) => [t, r],
            () =>
              f(
                f(T("-", e), ([t, r]) => f(T("?", r), ([n, o]) => [[t, n], o])),
                ([t, r]) => [t, r],
                () =>
                  f(
                    f(T("?", e), ([t, r]) => [[t], r]),
                    ([t, r]) => [t, r],
                    () =>
                      f(
                        [[], e],
                        ([t, r]) => [t, r],
                        () => [],
                      ),
                  ),
              ),
          ),
          ([t, r]) => [$O(t), r],
        )),
      (i7 = (e) =>
        f(
          f(
            f(T("as", e), ([t, r]) => f(le(r), ([n, o]) => [[t, n], o])),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [bO(t), r],
        )),
      (a7 = (e) =>
        f(
          f(T("{", e), ([t, r]) =>
            f(o7(r), ([n, o]) =>
              f(T("[", o), ([s, i]) =>
                f(Ye(i), ([a, c]) =>
                  f(T("in", c), ([m, p]) =>
                    f(le(p), ([l, g]) =>
                      f(i7(g), ([y, x]) =>
                        f(T("]", x), ([$, E]) =>
                          f(s7(E), ([S, k]) =>
                            f(T(":", k), ([P, A]) =>
                              f(le(A), ([v, W]) =>
                                f(RC(W), ([Et, Rn]) =>
                                  f(T("}", Rn), ([Cs, Mn]) => [[t, n, s, a, m, l, y, $, S, P, v, Et, Cs], Mn]),
                                ),
                              ),
                            ),
                          ),
                        ),
                      ),
                    ),
                  ),
                ),
              ),
            ),
          ),
          ([t, r]) => [EO(t), r],
        )),
      (u7 = (e) => f(Ye(e), ([t, r]) => [wO(t), r])),
      (c7 = (e) => f(CI(e), ([t, r]) => [SO(t), r])),
      (m7 = (e) => f(Nl(e), ([t, r]) => [TO(t), r])),
      (f7 = (e) =>
        f(
          f(
            T("true", e),
            ([t, r]) => [t, r],
            () =>
              f(
                T("false", e),
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [kO(t), r],
        )),
      (p7 = (e) => f(Ll(['"', "'"], e), ([t, r]) => [t, r])),
      (l7 = (e) => f(T("null", e), ([t, r]) => [_O(t), r])),
      (d7 = (e) => f(T("undefined", e), ([t, r]) => [void 0, r])),
      (eA = (e) =>
        f(
          f(BC(e), ([t, r]) => f(T(":", r), ([n, o]) => f(qI(o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [vO(t), r],
        )),
      (tA = (e, t = []) =>
        f(
          f(Dl(e), ([r, n]) => f(eA(n), ([o, s]) => [[r, o], s])),
          ([r, n]) => tA(n, [...t, r]),
          () => [t, e],
        )),
      (h7 = (e) =>
        f(
          f(
            f(eA(e), ([t, r]) =>
              f(tA(r), ([n, o]) =>
                f(
                  f(
                    Dl(o),
                    ([s, i]) => [[s], i],
                    () => [[], o],
                  ),
                  ([s, i]) => [[t, n, s], i],
                ),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [PO(t), r],
        )),
      (rA = (e) =>
        f(
          f(T("{", e), ([t, r]) => f(h7(r), ([n, o]) => f(T("}", o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [OO(t), r],
        )),
      (nA = (e, t = []) =>
        f(
          f(T(",", e), ([r, n]) => f(qI(n), ([o, s]) => [[r, o], s])),
          ([r, n]) => nA(n, [...t, r]),
          () => [t, e],
        )),
      (g7 = (e) =>
        f(
          f(
            f(qI(e), ([t, r]) =>
              f(nA(r), ([n, o]) =>
                f(
                  f(
                    T(",", o),
                    ([s, i]) => [[s], i],
                    () => [[], o],
                  ),
                  ([s, i]) => [[t, n, s], i],
                ),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [CO(t), r],
        )),
      (y7 = (e) =>
        f(
          f(T("[", e), ([t, r]) => f(g7(r), ([n, o]) => f(T("]", o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [AO(t), r],
        )),
      (qI = (e) =>
        f(
          f(
            c7(e),
            ([t, r]) => [t, r],
            () =>
              f(
                m7(e),
                ([t, r]) => [t, r],
                () =>
                  f(
                    f7(e),
                    ([t, r]) => [t, r],
                    () =>
                      f(
                        p7(e),
                        ([t, r]) => [t, r],
                        () =>
                          f(
                            l7(e),
                            ([t, r]) => [t, r],
                            () =>
                              f(
                                d7(e),
                                ([t, r]) => [t, r],
                                () =>
                                  f(
                                    rA(e),
                                    ([t, r]) => [t, r],
                                    () =>
                                      f(
                                        y7(e),
                                        ([t, r]) => [t, r],
                                        () => [],
                                      ),
                                  ),
                              ),
                          ),
                      ),
                  ),
              ),
          ),
          ([t, r]) => [t, r],
        )),
      (x7 = (e) => f(T("-?(?:0|[1-9][0-9]*)n", e), ([t, r]) => [RO(t), r])),
      (I7 = (e) => f(T(".*", e), ([t, r]) => [MO(t), r])),
      ($7 = (e) => f(T("-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?", e), ([t, r]) => [NO(t), r])),
      (b7 = (e) => f(T("-?(?:0|[1-9][0-9]*)", e), ([t, r]) => [FO(t), r])),
      (E7 = (e) => f(T("(?!)", e), ([t, r]) => [LO(t), r])),
      (w7 = (e) =>
        f(
          TC(
            [
              "-?(?:0|[1-9][0-9]*)n",
              ".*",
              "-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?",
              "-?(?:0|[1-9][0-9]*)",
              "(?!)",
              "(",
              ")",
              "$",
              "|",
            ],
            e,
          ),
          ([t, r]) => [jO(t), r],
        )),
      (S7 = (e) =>
        f(
          f(
            x7(e),
            ([t, r]) => [t, r],
            () =>
              f(
                I7(e),
                ([t, r]) => [t, r],
                () =>
                  f(
                    $7(e),
                    ([t, r]) => [t, r],
                    () =>
                      f(
                        b7(e),
                        ([t, r]) => [t, r],
                        () =>
                          f(
                            E7(e),
                            ([t, r]) => [t, r],
                            () =>
                              f(
                                T7(e),
                                ([t, r]) => [t, r],
                                () =>
                                  f(
                                    w7(e),
                                    ([t, r]) => [t, r],
                                    () => [],
                                  ),
                              ),
                          ),
                      ),
                  ),
              ),
          ),
          ([t, r]) => [t, r],
        )),
      (T7 = (e) =>
        f(
          f(T("(", e), ([t, r]) => f(UI(r), ([n, o]) => f(T(")", o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [DO(t), r],
        )),
      (oA = (e) =>
        f(
          f(
            f(FI(e), ([t, r]) => f(T("|", r), ([n, o]) => f(oA(o), ([s, i]) => [[t, n, s], i]))),
            ([t, r]) => [t, r],
            () =>
              f(
                f(FI(e), ([t, r]) => [[t], r]),
                ([t, r]) => [t, r],
                () =>
                  f(
                    [[], e],
                    ([t, r]) => [t, r],
                    () => [],
                  ),
              ),
          ),
          ([t, r]) => [qO(t), r],
        )),
      (FI = (e) =>
        f(
          f(S7(e), ([t, r]) => f(UI(r), ([n, o]) => [[t, n], o])),
          ([t, r]) => [UO(t), r],
        )),
      (UI = (e) =>
        f(
          f(
            oA(e),
            ([t, r]) => [t, r],
            () =>
              f(
                FI(e),
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [t, r],
        )),
      (pv = (e) =>
        f(
          f(T("^", e), ([t, r]) => f(UI(r), ([n, o]) => f(T("$", o), ([s, i]) => [[t, n, s], i]))),
          ([t, r]) => [KO(t), r],
        )),
      (sA = (e, t = []) =>
        f(
          f(T(",", e), ([r, n]) => f(le(n), ([o, s]) => [[r, o], s])),
          ([r, n]) => sA(n, [...t, r]),
          () => [t, e],
        )),
      (k7 = (e) =>
        f(
          f(
            f(le(e), ([t, r]) =>
              f(sA(r), ([n, o]) =>
                f(
                  f(
                    T(",", o),
                    ([s, i]) => [[s], i],
                    () => [[], o],
                  ),
                  ([s, i]) => [[t, n, s], i],
                ),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [GO(t), r],
        )),
      (iA = (e) =>
        f(
          f(
            f(T("extends", e), ([t, r]) => f(k7(r), ([n, o]) => [[t, n], o])),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [BO(t), r],
        )),
      (_7 = (e) =>
        f(
          f(T("interface", e), ([t, r]) =>
            f(Ye(r), ([n, o]) =>
              f(LI(o), ([s, i]) => f(iA(i), ([a, c]) => f(DI(c), ([m, p]) => [[t, n, s, a, m], p]))),
            ),
          ),
          ([t, r]) => [zO(t), r],
        )),
      (v7 = (e) =>
        f(
          f(T("interface", e), ([t, r]) =>
            f(Ye(r), ([n, o]) => f(iA(o), ([s, i]) => f(DI(i), ([a, c]) => [[t, n, s, a], c]))),
          ),
          ([t, r]) => [HO(t), r],
        )),
      (P7 = (e) =>
        f(
          f(T("type", e), ([t, r]) =>
            f(Ye(r), ([n, o]) =>
              f(LI(o), ([s, i]) => f(T("=", i), ([a, c]) => f(le(c), ([m, p]) => [[t, n, s, a, m], p]))),
            ),
          ),
          ([t, r]) => [WO(t), r],
        )),
      (O7 = (e) =>
        f(
          f(T("type", e), ([t, r]) =>
            f(Ye(r), ([n, o]) => f(T("=", o), ([s, i]) => f(le(i), ([a, c]) => [[t, n, s, a], c]))),
          ),
          ([t, r]) => [VO(t), r],
        )),
      (C7 = (e) =>
        f(
          f(
            f(T("export", e), ([t, r]) => [[t], r]),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [JO(t), r],
        )),
      (aA = (e) =>
        f(
          f(
            f(T(";", e), ([t, r]) =>
              f(
                T(
                  `
`,
                  r,
                ),
                ([n, o]) => [[t, n], o],
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                f(T(";", e), ([t, r]) => [[t], r]),
                ([t, r]) => [t, r],
                () =>
                  f(
                    f(
                      T(
                        `
`,
                        e,
                      ),
                      ([t, r]) => [[t], r],
                    ),
                    ([t, r]) => [t, r],
                    () => [],
                  ),
              ),
          ),
          ([t, r]) => [t, r],
        )),
      (uA = (e, t = []) =>
        f(
          f(aA(e), ([r, n]) => f(KI(n), ([o, s]) => [[r, o], s])),
          ([r, n]) => uA(n, [...t, r]),
          () => [t, e],
        )),
      (A7 = (e) =>
        f(
          f(
            f(KI(e), ([t, r]) =>
              f(uA(r), ([n, o]) =>
                f(
                  f(
                    aA(o),
                    ([s, i]) => [[s], i],
                    () => [[], o],
                  ),
                  ([s, i]) => [[t, n, s], i],
                ),
              ),
            ),
            ([t, r]) => [t, r],
            () =>
              f(
                [[], e],
                ([t, r]) => [t, r],
                () => [],
              ),
          ),
          ([t, r]) => [YO(t), r],
        )),
      (KI = (e) =>
        f(
          f(C7(e), ([t, r]) =>
            f(
              f(
                _7(r),
                ([n, o]) => [n, o],
                () =>
                  f(
                    v7(r),
                    ([n, o]) => [n, o],
                    () =>
                      f(
                        P7(r),
                        ([n, o]) => [n, o],
                        () =>
                          f(
                            O7(r),
                            ([n, o]) => [n, o],
                            () => [],
                          ),
                      ),
                  ),
              ),
              ([n, o]) => f(RC(o), ([s, i]) => [[t, n, s], i]),
            ),
          ),
          ([t, r]) => [XO(t), r],
        )),
      (R7 = (e) =>
        f(
          f(KI(e), ([t, r]) => f(A7(r), ([n, o]) => [[t, n], o])),
          ([t, r]) => [ZO(t), r],
        )),
      (cA = (e) =>
        f(
          f(
            R7(e),
            ([t, r]) => [t, r],
            () =>
              f(
                UJ(e),
                ([t, r]) => [t, r],
                () =>
                  f(
                    le(e),
                    ([t, r]) => [t, r],
                    () => [],
                  ),
              ),
          ),
          ([t, r]) => [t, r],
        ));
  });
function mA(e) {
  const t = jI(`\`${e}\``);
  return u.IsEqual(t.length, 2) ? t[0] : We();
}
var GI = d(() => {
  xn();
  b();
  Hp();
});
function N7(e) {
  return e.join("|");
}
function F7(e) {
  return e.slice(1, e.length - 1);
}
function L7(e, t, r) {
  return cs(t, `${r}${e}`);
}
function j7(e, t) {
  return cs(e, `${t}${iv}`);
}
function D7(e, t) {
  return cs(e, `${t}${qp}`);
}
function q7(e, t) {
  return cs(e, `${t}${Bp}`);
}
function U7(e, t) {
  return Fc(z([ee("false"), ee("true")]), e, t);
}
function K7(e, t) {
  return cs(e, `${t}${zp}`);
}
function G7(e, t, r) {
  return cs(t, `${r}${F7(e)}`);
}
function B7(e, t, r) {
  const n = Lc(e, {});
  return Fc(n, t, r);
}
function z7(e, t, r) {
  const n = Qt(e);
  return Fc(n, t, r);
}
function fA(e, t, r, n = []) {
  return u.ShiftLeft(
    e,
    (o, s) => fA(s, t, r, [...n, Fc(o, [], "")]),
    () => cs(t, `${r}(${N7(n)})`),
  );
}
function Fc(e, t, r) {
  return ut(e)
    ? z7(e.enum, t, r)
    : It(e)
      ? D7(t, r)
      : re(e)
        ? L7(e.const, t, r)
        : Tr(e)
          ? j7(t, r)
          : Xt(e)
            ? U7(t, r)
            : De(e)
              ? q7(t, r)
              : ft(e)
                ? K7(t, r)
                : Pe(e)
                  ? G7(e.pattern, t, r)
                  : lA(e)
                    ? B7(e.parameters[0], t, r)
                    : C(e)
                      ? fA(e.anyOf, t, r)
                      : Hk;
}
function cs(e, t) {
  return u.ShiftLeft(
    e,
    (r, n) => Fc(r, n, t),
    () => t,
  );
}
function H7(e) {
  return `^${cs(e, "")}$`;
}
function pA(e) {
  const t = H7(e);
  return Jp(t);
}
var BI = d(() => {
  b();
  yn();
  mt();
  ne();
  mr();
  Ys();
  Xr();
  Zt();
  Vn();
  ts();
  wt();
  Yp();
  oe();
  ql();
});
function Lc(e, t) {
  return J(e) ? w.Update(pA(e), {}, t) : ml(e, t);
}
function dA(e, t, r, n) {
  const o = Nr(e, t, r);
  return Lc(o, n);
}
var ql = d(() => {
  O();
  mr();
  BI();
  D();
});
function ml(e, t = {}) {
  return F("TemplateLiteral", [e], t);
}
function lA(e) {
  return je(e) && u.HasPropertyKey(e, "action") && u.IsEqual(e.action, "TemplateLiteral");
}
function hA(e) {
  return Lc(e, {});
}
function W7(e) {
  const t = mA(e);
  return hA(t);
}
function gA(e, t = {}) {
  const r = u.IsString(e) ? W7(e) : hA(e);
  return w.Update(r, {}, t);
}
function Pe(e) {
  return N(e, "TemplateLiteral");
}
var mr = d(() => {
  fc();
  b();
  Y();
  he();
  GI();
  ql();
});
var G = {};
_t(G, {
  ExtendsFalse: () => H,
  ExtendsTrue: () => R,
  ExtendsUnion: () => zI,
  IsExtendsFalse: () => V7,
  IsExtendsTrue: () => xA,
  IsExtendsTrueLike: () => Qn,
  IsExtendsUnion: () => yA,
  Match: () => Xe,
});
function zI(e) {
  return w.Create({ "~kind": "ExtendsUnion" }, { inferred: e });
}
function yA(e) {
  return (
    u.IsObject(e) &&
    u.HasPropertyKey(e, "~kind") &&
    u.HasPropertyKey(e, "inferred") &&
    u.IsEqual(e["~kind"], "ExtendsUnion") &&
    u.IsObject(e.inferred)
  );
}
function R(e) {
  return w.Create({ "~kind": "ExtendsTrue" }, { inferred: e });
}
function xA(e) {
  return (
    u.IsObject(e) &&
    u.HasPropertyKey(e, "~kind") &&
    u.HasPropertyKey(e, "inferred") &&
    u.IsEqual(e["~kind"], "ExtendsTrue") &&
    u.IsObject(e.inferred)
  );
}
function H() {
  return w.Create({ "~kind": "ExtendsFalse" }, {});
}
function V7(e) {
  return u.IsObject(e) && u.HasPropertyKey(e, "~kind") && u.IsEqual(e["~kind"], "ExtendsFalse");
}
function Qn(e) {
  return yA(e) || xA(e);
}
function Xe(e, t, r) {
  return Qn(e) ? t(e.inferred) : r();
}
var Re = d(() => {
  b();
  O();
});
function J7(e, t, r, n) {
  return Xe(
    me(e, r, n),
    (o) => R(w.Assign(w.Assign(e, o), { [t]: r })),
    () => H(),
  );
}
function Y7(e, t) {
  return R(e);
}
function X7(e, t, r, n, o) {
  return Xe(
    me(e, t, r),
    (s) =>
      Xe(
        me(s, t, n),
        (i) => R(i),
        () => H(),
      ),
    () =>
      Xe(
        me(e, t, o),
        (s) => R(s),
        () => H(),
      ),
  );
}
function Z7(e, t, r) {
  const n = Qt(r);
  return me(e, t, n);
}
function IA(e, t, r) {
  return u.ShiftLeft(
    r,
    (n, o) =>
      Xe(
        me(e, t, n),
        (s) => IA(s, t, o),
        () => H(),
      ),
    () => R(e),
  );
}
function Q7(e, t, r) {
  const n = jt(r);
  return me(e, t, n);
}
function $A(e, t, r) {
  return u.ShiftLeft(
    r,
    (n, o) =>
      Xe(
        me(e, t, n),
        (s) => R(s),
        () => $A(e, t, o),
      ),
    () => H(),
  );
}
function Ie(e, t, r) {
  return Be(r)
    ? Y7(e, t)
    : He(r)
      ? X7(e, t, r.if, r.then, r.else)
      : ut(r)
        ? Z7(e, t, r.enum)
        : at(r)
          ? J7(e, r.name, t, r.extends)
          : U(r)
            ? IA(e, t, r.allOf)
            : Pe(r)
              ? Q7(e, t, r.pattern)
              : C(r)
                ? $A(e, t, r.anyOf)
                : st(r)
                  ? R(e)
                  : H();
}
var qt = d(() => {
  b();
  O();
  ur();
  wr();
  yn();
  Yr();
  yt();
  mr();
  ne();
  vt();
  lr();
  Re();
  oe();
  oe();
});
function bA(e, t, r) {
  return at(r) ? Ie(e, t, r) : Be(r) ? R(e) : st(r) ? R(e) : zI(e);
}
var EA = d(() => {
  Yr();
  ur();
  vt();
  qt();
  Re();
});
function eY(e, t) {
  const r = Js(e),
    n = Js(t);
  return (r && n) || (!r && n) ? !0 : !(r && !n);
}
function wA(e, t, r, n) {
  return ie(n) ? (eY(t, n) ? me(e, r, n.items) : H()) : Ie(e, t, n);
}
var SA = d(() => {
  Jt();
  dc();
  qt();
  lr();
  Re();
});
function TA(e, t, r) {
  return Tr(r) ? R(e) : Ie(e, t, r);
}
var kA = d(() => {
  Ys();
  qt();
  Re();
});
function _A(e, t, r) {
  return Xt(r) ? R(e) : Ie(e, t, r);
}
var vA = d(() => {
  ts();
  qt();
  Re();
});
function tY(e, t, r, n, o) {
  const s = at(n) ? t : n,
    i = at(n) ? n : t,
    a = ot(t),
    c = ot(n);
  return !a && c
    ? H()
    : Xe(
        me(e, s, i),
        (m) => jc(m, r, o),
        () => H(),
      );
}
function rY(e, t, r, n) {
  return u.ShiftLeft(
    n,
    (o, s) => tY(e, t, r, o, s),
    () => (ot(t) ? R(e) : H()),
  );
}
function nY(e, t, r) {
  return u.ShiftLeft(
    t,
    (n, o) => rY(e, n, o, r),
    () => R(e),
  );
}
function jc(e, t, r) {
  return nY(e, t, r);
}
var HI = d(() => {
  b();
  Yr();
  Qo();
  lr();
  Re();
});
function Ul(e, t, r) {
  return _r(r) ? R(e) : me(e, t, r);
}
var WI = d(() => {
  ni();
  lr();
  Re();
});
function PA(e, t, r, n) {
  return Be(n)
    ? R(e)
    : st(n)
      ? R(e)
      : rt(n)
        ? Xe(
            jc(e, t, n.parameters),
            (o) => Ul(o, r, n.instanceType),
            () => H(),
          )
        : H();
}
var OA = d(() => {
  ur();
  Wr();
  vt();
  Re();
  HI();
  WI();
});
function CA(e, t, r, n, o) {
  return Xe(
    me(e, t, o),
    () => me(e, r, o),
    () => me(e, n, o),
  );
}
var AA = d(() => {
  lr();
  Re();
});
function RA(e, t, r) {
  const n = Qt(t);
  return me(e, n, r);
}
var MA = d(() => {
  lr();
  oe();
});
function NA(e, t, r, n) {
  return Be(n)
    ? R(e)
    : st(n)
      ? R(e)
      : nt(n)
        ? Xe(
            jc(e, t, n.parameters),
            (o) => Ul(o, r, n.returnType),
            () => H(),
          )
        : H();
}
var FA = d(() => {
  ur();
  Vr();
  vt();
  Re();
  HI();
  WI();
});
function LA(e, t, r) {
  return It(r) ? R(e) : De(r) ? R(e) : Ie(e, t, r);
}
var jA = d(() => {
  Vn();
  Zt();
  qt();
  Re();
});
function DA(e, t, r) {
  const n = Je(t);
  return me(e, n, r);
}
var qA = d(() => {
  lr();
  xa();
});
function Kl(e, t, r) {
  return t === r ? R(e) : H();
}
function oY(e, t, r) {
  return re(r) ? Kl(e, t, r.const) : Tr(r) ? R(e) : Ie(e, ee(t), r);
}
function sY(e, t, r) {
  return re(r) ? Kl(e, t, r.const) : Xt(r) ? R(e) : Ie(e, ee(t), r);
}
function iY(e, t, r) {
  return re(r) ? Kl(e, t, r.const) : De(r) ? R(e) : Ie(e, ee(t), r);
}
function aY(e, t, r) {
  return re(r) ? Kl(e, t, r.const) : ft(r) ? R(e) : Ie(e, ee(t), r);
}
function UA(e, t, r) {
  return u.IsBigInt(t.const)
    ? oY(e, t.const, r)
    : u.IsBoolean(t.const)
      ? sY(e, t.const, r)
      : u.IsNumber(t.const)
        ? iY(e, t.const, r)
        : u.IsString(t.const)
          ? aY(e, t.const, r)
          : We();
}
var KA = d(() => {
  b();
  oI();
  mt();
  Ys();
  ts();
  Zt();
  Xr();
  qt();
  Re();
});
function GA(e, t, r) {
  return at(r) ? Ie(e, t, r) : R(e);
}
var BA = d(() => {
  Yr();
  qt();
  Re();
});
function zA(e, t, r) {
  return Jn(r) ? R(e) : Ie(e, t, r);
}
var HA = d(() => {
  oa();
  qt();
  Re();
});
function WA(e, t, r) {
  return De(r) ? R(e) : Ie(e, t, r);
}
var VA = d(() => {
  Zt();
  qt();
  Re();
});
function uY(e, t, r) {
  return ot(t) ? (ot(r) ? R(e) : H()) : R(e);
}
function cY(e, t, r) {
  return at(r) && Er(r.extends)
    ? H()
    : Xe(
        me(e, t, r),
        (n) => uY(n, t, r),
        () => H(),
      );
}
function mY(e, t) {
  return e.reduce((r, n) => (n in t ? (Qn(t[n]) ? { ...r, ...t[n].inferred } : We()) : We()), {});
}
function fY(e, t, r) {
  const n = {};
  for (const i of u.Keys(r))
    n[i] =
      i in t ? cY({}, t[i], r[i]) : ot(r[i]) ? (at(r[i]) ? R(w.Assign(e, { [r[i].name]: r[i].extends })) : R(e)) : H();
  const o = u.Values(n).every((i) => Qn(i)),
    s = o ? mY(u.Keys(n), n) : {};
  return o ? R(s) : H();
}
function pY(e, t, r) {
  const n = fY(e, t, r);
  return Qn(n) ? R(w.Assign(e, n.inferred)) : H();
}
function lY(e, t, r) {
  return pY(e, t, r);
}
function dY(e, t) {
  return u
    .Keys(t)
    .reduce(
      (r, n) => ({ ...r, [n]: u.HasPropertyKey(e, n) ? (C(r[n]) ? z([...r[n].anyOf, t[n]]) : z([e[n], t[n]])) : t[n] }),
      e,
    );
}
function JA(e, t, r, n) {
  return u.ShiftLeft(
    t,
    (o, s) =>
      Xe(
        me({}, e[o], r),
        (i) => JA(e, s, r, dY(n, i)),
        () => H(),
      ),
    () => R(n),
  );
}
function hY(e, t, r, n) {
  const o = u.Keys(t);
  return JA(t, o, n, e);
}
function YA(e, t, r) {
  return Te(r) ? hY(e, t, lt(r), Ae(r)) : K(r) ? lY(e, t, r.properties) : Ie(e, q(t), r);
}
var XA = d(() => {
  xn();
  O();
  b();
  Qo();
  Yr();
  wt();
  xe();
  St();
  ne();
  lr();
  qt();
  Re();
});
function gY(e, t) {
  return u.IsEqual(u.Keys(t).length, 0) ? R(e) : H();
}
function yY(e, t, r, n, o) {
  return me(e, r, o);
}
function ZA(e, t, r, n) {
  return Te(n) ? yY(e, sl(t), r, sl(lt(n)), Ae(n)) : K(n) ? gY(e, n.properties) : Be(n) ? R(e) : st(n) ? R(e) : H();
}
var QA = d(() => {
  b();
  ur();
  vt();
  xe();
  St();
  lr();
  Re();
});
function eR(e, t, r) {
  return ft(r) ? R(e) : Ie(e, t, r);
}
var tR = d(() => {
  Xr();
  qt();
  Re();
});
function rR(e, t, r) {
  return Yn(r) ? R(e) : Ie(e, t, r);
}
var nR = d(() => {
  Zs();
  qt();
  Re();
});
function oR(e, t, r) {
  const n = jt(t);
  return me(e, n, r);
}
var sR = d(() => {
  lr();
  oe();
});
function VI(e, t) {
  return w.Create({ "~kind": "Inferrable" }, { name: e, type: t }, {});
}
function Dc(e) {
  return (
    u.IsObject(e) &&
    u.HasPropertyKey(e, "~kind") &&
    u.HasPropertyKey(e, "name") &&
    u.HasPropertyKey(e, "type") &&
    u.IsEqual(e["~kind"], "Inferrable") &&
    u.IsString(e.name) &&
    u.IsObject(e.type)
  );
}
function JI(e) {
  return is(e)
    ? at(e.items)
      ? ie(e.items.extends)
        ? VI(e.items.name, e.items.extends.items)
        : st(e.items.extends)
          ? VI(e.items.name, e.items.extends)
          : void 0
      : We()
    : void 0;
}
function Gl(e) {
  return at(e) ? VI(e.name, e.extends) : void 0;
}
function iR(e, t) {
  const r = [];
  for (const n of e) {
    if (!Qn(me({}, n, t))) return;
    r.push(n);
  }
  return r;
}
function aR(e, t, r, n) {
  const o = iR(r, n);
  return u.IsArray(o) ? R(w.Assign(e, { [t]: Ve(o) })) : H();
}
function Bl(e, t, r, n) {
  const o = iR(r, n);
  return u.IsArray(o) ? R(w.Assign(e, { [t]: z(o) })) : H();
}
var YI = d(() => {
  xn();
  O();
  b();
  Jt();
  vt();
  pt();
  lr();
  ne();
  Yr();
  fa();
  Re();
});
function xY(e) {
  return [...e].reverse();
}
function XI(e, t) {
  return t ? xY(e) : e;
}
function IY(e) {
  const t = e.length > 0 ? e[0] : void 0,
    r = je(t) ? JI(t) : void 0;
  return je(r);
}
function $Y(e, t, r, n, o, s) {
  return Xe(
    me(e, r, o),
    (i) => uR(i, t, n, s),
    () => H(),
  );
}
function bY(e, t, r, n, o) {
  const s = JI(n);
  return Dc(s)
    ? aR(e, s.name, XI(r, t), s.type)
    : u.ShiftLeft(
        r,
        (i, a) => $Y(e, t, i, a, n, o),
        () => H(),
      );
}
function EY(e, t, r, n) {
  return u.ShiftLeft(
    n,
    (o, s) => bY(e, t, r, o, s),
    () => (u.IsEqual(r.length, 0) ? R(e) : H()),
  );
}
function uR(e, t, r, n) {
  return EY(e, t, r, n);
}
function wY(e, t, r) {
  const n = ms(e, Me([], []), r),
    o = IY(n);
  return uR(e, o, XI(t, o), XI(n, o));
}
function SY(e, t, r) {
  for (const n of t) {
    const o = me(e, n, r);
    if (!Qn(o)) return o;
    e = o.inferred;
  }
  return R(e);
}
function TY(e, t, r) {
  const n = Gl(r);
  return Dc(n) ? Bl(e, n.name, t, n.type) : SY(e, t, r);
}
function cR(e, t, r) {
  const n = ms(e, Me([], []), t);
  return Z(r) ? wY(e, n, r.items) : ie(r) ? TY(e, n, r.items) : Ie(e, Ve(n), r);
}
var mR = d(() => {
  b();
  Y();
  Jt();
  pt();
  lr();
  qt();
  Re();
  D();
  D();
  YI();
});
function fR(e, t, r) {
  return _r(r) ? R(e) : En(r) ? R(e) : Ie(e, t, r);
}
var pR = d(() => {
  la();
  ni();
  qt();
  Re();
});
function lR(e, t, r) {
  return u.ShiftLeft(
    r,
    (n, o) =>
      Xe(
        me(e, t, n),
        (s) => R(s),
        () => lR(e, t, o),
      ),
    () => H(),
  );
}
function ZI(e, t, r) {
  return u.ShiftLeft(
    t,
    (n, o) =>
      Xe(
        lR(e, n, r),
        (s) => ZI(s, o, r),
        () => H(),
      ),
    () => R(e),
  );
}
function dR(e, t, r) {
  const n = Gl(r);
  return Dc(n) ? Bl(e, n.name, t, n.type) : C(r) ? ZI(e, t, r.anyOf) : ZI(e, t, [r]);
}
var hR = d(() => {
  b();
  ne();
  lr();
  Re();
  YI();
});
function gR(e, t, r) {
  return at(r) ? Ie(e, t, r) : Be(r) ? R(e) : st(r) ? R(e) : H();
}
var yR = d(() => {
  ur();
  vt();
  Yr();
  qt();
  Re();
});
function xR(e, t, r) {
  return _r(r) ? R(e) : Ie(e, t, r);
}
var IR = d(() => {
  ni();
  qt();
  Re();
});
function me(e, t, r) {
  return Be(t)
    ? bA(e, t, r)
    : ie(t)
      ? wA(e, t, t.items, r)
      : Tr(t)
        ? TA(e, t, r)
        : Xt(t)
          ? _A(e, t, r)
          : rt(t)
            ? PA(e, t.parameters, t.instanceType, r)
            : He(t)
              ? CA(e, t.if, t.then, t.else, r)
              : ut(t)
                ? RA(e, t.enum, r)
                : nt(t)
                  ? NA(e, t.parameters, t.returnType, r)
                  : It(t)
                    ? LA(e, t, r)
                    : U(t)
                      ? DA(e, t.allOf, r)
                      : re(t)
                        ? UA(e, t, r)
                        : Er(t)
                          ? GA(e, t, r)
                          : Jn(t)
                            ? zA(e, t, r)
                            : De(t)
                              ? WA(e, t, r)
                              : K(t)
                                ? YA(e, t.properties, r)
                                : Te(t)
                                  ? ZA(e, lt(t), Ae(t), r)
                                  : ft(t)
                                    ? eR(e, t, r)
                                    : Yn(t)
                                      ? rR(e, t, r)
                                      : Pe(t)
                                        ? oR(e, t.pattern, r)
                                        : Z(t)
                                          ? cR(e, t.items, r)
                                          : En(t)
                                            ? fR(e, t, r)
                                            : C(t)
                                              ? dR(e, t.anyOf, r)
                                              : st(t)
                                                ? gR(e, t, r)
                                                : _r(t)
                                                  ? xR(e, t, r)
                                                  : H();
}
var lr = d(() => {
  EA();
  SA();
  kA();
  vA();
  OA();
  AA();
  MA();
  FA();
  jA();
  qA();
  KA();
  BA();
  HA();
  VA();
  XA();
  QA();
  tR();
  nR();
  sR();
  mR();
  pR();
  hR();
  yR();
  IR();
  ur();
  Jt();
  Ys();
  ts();
  Wr();
  wr();
  yn();
  Vr();
  Vn();
  yt();
  mt();
  wt();
  oa();
  Zt();
  xe();
  St();
  Xr();
  Zs();
  mr();
  pt();
  la();
  vt();
  ne();
  ni();
  Re();
});
function kY(e, t) {
  return Je([...e, q(t)]);
}
function QI(e, t, r) {
  return J(e) ? w.Update(kY(e, t), {}, r) : Cc(e, t, r);
}
function $R(e, t, r, n, o) {
  const s = Nr(e, t, r),
    i = qc(e, t, n);
  return QI(s, i, o);
}
var zl = d(() => {
  O();
  xe();
  oe();
  si();
  D();
  D();
  D();
});
function Cc(e, t, r = {}) {
  return F("Interface", [e, t], r);
}
function Ia(e) {
  return je(e) && u.HasPropertyKey(e, "action") && u.IsEqual(e.action, "Interface");
}
function bR(e, t, r = {}) {
  return QI(e, t, r);
}
var Uc = d(() => {
  b();
  Y();
  he();
  zl();
});
function _Y(e, t, r) {
  return e.includes(r) ? !0 : Kc([...e, r], t, t[r]);
}
function ER(e, t, r) {
  const n = _p(r);
  return ii(e, t, n);
}
function ii(e, t, r) {
  return u.ShiftLeft(
    r,
    (n, o) => (Kc(e, t, n) ? !0 : ii(e, t, o)),
    () => !1,
  );
}
function Kc(e, t, r) {
  return we(r)
    ? _Y(e, t, r.$ref)
    : ie(r)
      ? Kc(e, t, r.items)
      : rt(r)
        ? ii(e, t, [...r.parameters, r.instanceType])
        : nt(r)
          ? ii(e, t, [...r.parameters, r.returnType])
          : Ia(r)
            ? ER(e, t, r.parameters[1])
            : U(r)
              ? ii(e, t, r.allOf)
              : K(r)
                ? ER(e, t, r.properties)
                : C(r)
                  ? ii(e, t, r.anyOf)
                  : Z(r)
                    ? ii(e, t, r.items)
                    : Te(r)
                      ? Kc(e, t, Ae(r))
                      : !1;
}
function wR(e, t, r) {
  return Kc(e, t, r);
}
var e0 = d(() => {
  b();
  Jt();
  Wr();
  Vr();
  yt();
  xe();
  Hs();
  St();
  pt();
  ne();
  Jr();
  Uc();
});
function vY(e, t) {
  return t.reduce((r, n) => (wR([n], e, e[n]) ? [...r, n] : r), []);
}
function SR(e) {
  const t = kp(e);
  return vY(e, t);
}
var t0 = d(() => {
  Hs();
  e0();
});
function PY(e, t, r) {
  return r.includes(t) ? r : t in e ? Gc(e, e[t], [...r, t]) : We();
}
function TR(e, t, r) {
  const n = _p(t);
  return $a(e, n, r);
}
function $a(e, t, r) {
  return t.reduce((n, o) => Gc(e, o, n), r);
}
function Gc(e, t, r) {
  return we(t)
    ? PY(e, t.$ref, r)
    : ie(t)
      ? Gc(e, t.items, r)
      : rt(t)
        ? $a(e, [...t.parameters, t.instanceType], r)
        : nt(t)
          ? $a(e, [...t.parameters, t.returnType], r)
          : Ia(t)
            ? TR(e, t.parameters[1], r)
            : U(t)
              ? $a(e, t.allOf, r)
              : K(t)
                ? TR(e, t.properties, r)
                : C(t)
                  ? $a(e, t.anyOf, r)
                  : Z(t)
                    ? $a(e, t.items, r)
                    : Te(t)
                      ? Gc(e, Ae(t), r)
                      : r;
}
function kR(e, t, r) {
  return Gc(e, r, [t]);
}
var r0 = d(() => {
  xn();
  Jt();
  Wr();
  Vr();
  yt();
  xe();
  Hs();
  St();
  pt();
  ne();
  Jr();
  Uc();
});
function OY(e) {
  return ea();
}
function CY(e) {
  return u.Keys(e).reduce((t, r) => ({ ...t, [r]: ai(e[r]) }), {});
}
function Bc(e) {
  return e.reduce((t, r) => [...t, ai(r)], []);
}
function ai(e) {
  return we(e)
    ? OY(e.$ref)
    : ie(e)
      ? ar(ai(e.items), Zi(e))
      : rt(e)
        ? Gn(Bc(e.parameters), ai(e.instanceType))
        : nt(e)
          ? Bn(Bc(e.parameters), ai(e.returnType))
          : U(e)
            ? Lt(Bc(e.allOf))
            : K(e)
              ? q(CY(e.properties))
              : Te(e)
                ? ca(ma(e), ai(Ae(e)))
                : C(e)
                  ? z(Bc(e.anyOf))
                  : Z(e)
                    ? Ve(Bc(e.items))
                    : e;
}
function AY(e, t) {
  return t in e ? ai(e[t]) : ct();
}
function _R(e) {
  return AY(e.$defs, e.$ref);
}
var vR = d(() => {
  b();
  ur();
  Jt();
  Wr();
  Vr();
  yt();
  xe();
  St();
  Jr();
  pt();
  ne();
  vt();
});
function RY(e, t, r) {
  const n = Nr(e, Me([], []), t),
    o = qc({}, Me([], []), r);
  return Je([...n, q(o)]);
}
function MY(e, t) {
  return u
    .Keys(e)
    .filter((n) => t.includes(n))
    .reduce((n, o) => {
      const s = e[o],
        i = Ia(s) ? RY(e, s.parameters[0], s.parameters[1]) : s;
      return { ...n, [o]: i };
    }, {});
}
function PR(e, t, r) {
  const n = kR(e, t, r),
    o = MY(e, n);
  return Hn(o, t);
}
var n0 = d(() => {
  b();
  cr();
  xe();
  r0();
  si();
  D();
  D();
  D();
  oe();
});
function OR(e, t) {
  return t in e ? (we(e[t]) ? OR(e, e[t].$ref) : e[t]) : ke();
}
function eo(e, t) {
  return OR(e, t);
}
var ui = d(() => {
  wt();
  Jr();
});
var o0 = d(() => {
  t0();
  e0();
  r0();
  vR();
  n0();
  ui();
});
function CR(e) {
  return _e(e) ? _R(e) : vp(e) ? ct() : e;
}
function Ot(e, t, r) {
  const n = CR(t),
    o = CR(r);
  return me(e, n, o);
}
var AR = d(() => {
  cr();
  vt();
  Pp();
  lr();
  o0();
});
var $n = d(() => {
  AR();
  Re();
});
function aa(e, t) {
  const r = [Ot({}, e, t), Ot({}, t, e)];
  return G.IsExtendsTrueLike(r[0]) && G.IsExtendsTrueLike(r[1])
    ? wc
    : G.IsExtendsTrueLike(r[0]) && G.IsExtendsFalse(r[1])
      ? Sc
      : G.IsExtendsFalse(r[0]) && G.IsExtendsTrueLike(r[1])
        ? Tc
        : zc;
}
var wc,
  zc,
  Sc,
  Tc,
  kc = d(() => {
    $n();
    (wc = 0), (zc = 1), (Sc = 2), (Tc = 3);
  });
function s0(e, t, r = [], n = t) {
  return u.ShiftLeft(
    t,
    (o, s) => {
      const i = aa(e, o);
      return u.IsEqual(i, Sc) || u.IsEqual(i, wc) ? n : u.IsEqual(i, zc) ? s0(e, s, [...r, o], n) : s0(e, s, r, n);
    },
    () => [...r, e],
  );
}
function NY(e, t, r) {
  const n = Zr(e);
  return Be(n) ? [n] : st(n) ? [n] : Er(n) ? Hl(t, r) : K(n) ? Hl(t, [...r, n]) : Hl(t, s0(n, r));
}
function Hl(e, t = []) {
  return u.ShiftLeft(
    e,
    (r, n) => NY(r, n, t),
    () => t,
  );
}
function bI(e) {
  const t = Hl(e);
  return ti(t);
}
var EI = d(() => {
  b();
  ur();
  wt();
  xe();
  vt();
  kc();
  rl();
  oe();
});
function i0(e, t) {
  return w.Update(Zr(e), {}, t);
}
function RR(e, t, r, n) {
  const o = _(e, t, r);
  return i0(o, n);
}
var Wl = d(() => {
  O();
  D();
  oe();
});
var xa = d(() => {
  EI();
  kc();
  yI();
  II();
  oe();
  rl();
  Wl();
  xI();
  Ec();
});
function Hc(e, t = []) {
  return Xo(e) && u.IsEqual(e.action, "Conditional")
    ? we(e.parameters[0])
      ? Hc(e.parameters[2], Hc(e.parameters[3], [...t, e.parameters[0].$ref]))
      : Hc(e.parameters[2], Hc(e.parameters[3], t))
    : Xo(e) &&
        u.IsEqual(e.action, "Mapped") &&
        Xo(e.parameters[1]) &&
        u.IsEqual(e.parameters[1].action, "KeyOf") &&
        we(e.parameters[1].parameters[0])
      ? [...t, e.parameters[1].parameters[0].$ref]
      : t;
}
function FY(e, t) {
  return e.reduce((r, n) => [...r, t.includes(n.name)], []);
}
function FR(e, t, r = []) {
  return u.ShiftLeft(
    e,
    (n, o) =>
      u.ShiftLeft(
        t,
        (s, i) => FR(o, i, [...r, [s, n]]),
        () => r,
      ),
    () => r,
  );
}
function LY(e) {
  return Pe(e) ? jt(e.pattern) : ut(e) ? Qt(e.enum) : e;
}
function jY(e) {
  const t = LY(e);
  return C(t) ? [...t.anyOf] : [t];
}
function DY(e, t) {
  return e.reduce((r, n) => [...r, [...n, t]], []);
}
function MR(e, t) {
  return t.reduce((r, n) => [...r, ...DY(e, n)], []);
}
function NR(e) {
  return e.reduce((t, r) => (u.IsEqual(r[0], !0) ? MR(t, jY(r[1])) : MR(t, [r[1]])), [[]]);
}
function LR(e, t, r) {
  const n = Hc(r),
    o = FY(e, n),
    s = FR(t, o);
  return (Xo(r) && u.IsEqual(r.action, "Conditional")) || (Xo(r) && u.IsEqual(r.action, "Mapped")) ? NR(s) : [t];
}
var jR = d(() => {
  b();
  ne();
  he();
  yn();
  mr();
  Jr();
  oe();
  oe();
});
function qY() {
  return ["(not-resolvable)", ke()];
}
function UY() {
  return ["(not-generic)", ke()];
}
function KY(e, t, r) {
  return [e, Zo(t, r)];
}
function GY(e, t, r) {
  return t in e ? DR(e, t, e[t], r) : qY();
}
function DR(e, t, r, n) {
  return Qi(r) ? KY(t, r.parameters, r.expression) : we(r) ? GY(e, r.$ref, n) : UY();
}
function qR(e, t, r) {
  return DR(e, "(anonymous)", t, r);
}
var UR = d(() => {
  ac();
  Jr();
  wt();
});
function BY(e, t, r) {
  if (at(t) || ba(t) || G.IsExtendsTrueLike(Ot({}, t, r))) return;
  const n = { parameter: e, expect: r, actual: t };
  throw new Error(`Argument for parameter ${e} does not satisfy constraint`, { cause: n });
}
function KR(e, t, r, n, o) {
  const s = _(e, t, o);
  return (BY(r, s, n), w.Assign(e, { [r]: s }));
}
function zY(e, t, r, n, o) {
  const s = _(e, t, r.extends),
    i = _(e, t, r.equals);
  return u.ShiftLeft(
    o,
    (a, c) => a0(KR(e, t, r.name, s, a), t, n, c),
    () => a0(KR(e, t, r.name, s, i), t, n, []),
  );
}
function a0(e, t, r, n) {
  return u.ShiftLeft(
    r,
    (o, s) => zY(e, t, o, s, n),
    () => e,
  );
}
function GR(e, t, r, n) {
  return a0(e, t, r, n);
}
var BR = d(() => {
  b();
  O();
  D();
  $n();
  Yr();
  da();
});
function HY() {
  if (!u.IsLessThan(c0, Ge.Get().maxInstantiationCount))
    throw Error("Type instantiation is excessively deep and possibly infinite");
}
function WY() {
  HY(), c0++, u0++;
}
function VY() {
  u0--, u.IsEqual(u0, 0) && (c0 = 0);
}
function JY(e) {
  return u.IsGreaterThan(e.callstack.length, 0) ? e.callstack[e.callstack.length - 1] : "";
}
function YY(e, t) {
  return u.IsEqual(JY(e), t);
}
function XY(e, t, r, n, o, s) {
  WY();
  try {
    const i = GR(e, t, n, s),
      a = _(i, Me([...t.callstack, r.$ref], t.visited), o);
    return _(i, Me([], []), a);
  } finally {
    VY();
  }
}
function ZY(e, t, r, n, o, s) {
  return s.reduce((i, a) => {
    const c = XY(e, t, r, n, o, a);
    return [...i, c];
  }, []);
}
function QY(e, t, r, n, o, s) {
  const i = LR(n, s, o),
    a = ZY(e, t, r, n, o, i);
  return u.IsEqual(a.length, 1) ? a[0] : pr(a);
}
function Vl(e, t, r, n) {
  const o = Nr(e, t, n),
    s = qR(e, r, n),
    i = s[0],
    a = s[1];
  return Qi(a) ? (YY(t, i) ? Ac(gt(i), o) : QY(e, t, gt(i), a.parameters, a.expression, o)) : Ac(r, o);
}
var u0,
  c0,
  m0 = d(() => {
    qn();
    b();
    da();
    Jr();
    ac();
    xa();
    D();
    D();
    D();
    jR();
    UR();
    BR();
    (u0 = 0), (c0 = 0);
  });
function Ac(e, t) {
  return w.Create({ "~kind": "Call" }, { type: "call", target: e, arguments: t }, {});
}
function zR(e, t) {
  return Vl({}, Me([], []), e, t);
}
function ba(e) {
  return N(e, "Call");
}
var da = d(() => {
  O();
  Y();
  m0();
  D();
});
function eX(e) {
  return w.Discard(e, ["~immutable"]);
}
function HR(e, t) {
  return w.Update(eX(e), {}, t);
}
function WR(e, t, r, n) {
  const o = _(e, t, r);
  return HR(o, n);
}
var f0 = d(() => {
  O();
  D();
});
function VR(e, t) {
  return e(t);
}
var JR = d(() => {});
function YR(e, t) {
  return u.IsString(t) ? ee(VR(e, t)) : ee(t);
}
var XR = d(() => {
  b();
  mt();
  JR();
});
function ZR(e, t) {
  const r = jt(t);
  return _o(e, r);
}
var QR = d(() => {
  Jl();
  xa();
});
function e1(e, t) {
  const r = t.map((n) => _o(e, n));
  return z(r);
}
var t1 = d(() => {
  ne();
  Jl();
});
function _o(e, t) {
  return re(t) ? YR(e, t.const) : Pe(t) ? ZR(e, t.pattern) : C(t) ? e1(e, t.anyOf) : t;
}
var Jl = d(() => {
  mt();
  mr();
  ne();
  XR();
  QR();
  t1();
});
function fl(e, t = {}) {
  return F("Capitalize", [e], t);
}
function r1(e, t = {}) {
  return p0(e, t);
}
var Yl = d(() => {
  he();
  to();
});
function pl(e, t = {}) {
  return F("Lowercase", [e], t);
}
function n1(e, t = {}) {
  return l0(e, t);
}
var Xl = d(() => {
  he();
  to();
});
function ll(e, t = {}) {
  return F("Uncapitalize", [e], t);
}
function o1(e, t = {}) {
  return d0(e, t);
}
var Zl = d(() => {
  he();
  to();
});
function dl(e, t = {}) {
  return F("Uppercase", [e], t);
}
function s1(e, t = {}) {
  return h0(e, t);
}
var Ql = d(() => {
  he();
  to();
});
function p0(e, t) {
  return J([e]) ? w.Update(_o(tX, e), {}, t) : fl(e, t);
}
function l0(e, t) {
  return J([e]) ? w.Update(_o(rX, e), {}, t) : pl(e, t);
}
function d0(e, t) {
  return J([e]) ? w.Update(_o(nX, e), {}, t) : ll(e, t);
}
function h0(e, t) {
  return J([e]) ? w.Update(_o(oX, e), {}, t) : dl(e, t);
}
function i1(e, t, r, n) {
  const o = _(e, t, r);
  return p0(o, n);
}
function a1(e, t, r, n) {
  const o = _(e, t, r);
  return l0(o, n);
}
function u1(e, t, r, n) {
  const o = _(e, t, r);
  return d0(o, n);
}
function c1(e, t, r, n) {
  const o = _(e, t, r);
  return h0(o, n);
}
var tX,
  rX,
  nX,
  oX,
  to = d(() => {
    O();
    Jl();
    D();
    Yl();
    Xl();
    Zl();
    Ql();
    (tX = (e) => e[0].toUpperCase() + e.slice(1)),
      (rX = (e) => e.toLowerCase()),
      (nX = (e) => e[0].toLowerCase() + e.slice(1)),
      (oX = (e) => e.toUpperCase());
  });
function hl(e, t, r, n, o = {}) {
  return F("Conditional", [e, t, r, n], o);
}
function m1(e, t, r, n, o = {}) {
  return g0({}, Me([], []), e, t, r, n, o);
}
var ed = d(() => {
  he();
  y0();
  D();
});
function sX(e, t, r, n, o, s) {
  const i = Ot(e, r, n);
  return G.IsExtendsUnion(i)
    ? z([_(i.inferred, t, o), _(e, t, s)])
    : G.IsExtendsTrue(i)
      ? _(i.inferred, t, o)
      : _(e, t, s);
}
function g0(e, t, r, n, o, s, i) {
  return J([r, n]) ? w.Update(sX(e, t, r, n, o, s), {}, i) : hl(r, n, o, s, i);
}
function f1(e, t, r, n, o, s, i) {
  const a = _(e, t, r),
    c = _(e, t, n);
  return g0(e, t, a, c, o, s, i);
}
var y0 = d(() => {
  O();
  ne();
  $n();
  D();
  ed();
});
var x0 = d(() => {
  y0();
});
function gl(e, t = {}) {
  return F("ConstructorParameters", [e], t);
}
function p1(e, t = {}) {
  return I0(e, t);
}
var td = d(() => {
  he();
  rd();
});
function iX(e) {
  const t = rt(e) ? e.parameters : [],
    r = ms({}, Me([], []), t);
  return Ve(r);
}
function I0(e, t) {
  return J([e]) ? w.Update(iX(e), {}, t) : gl(e, t);
}
function l1(e, t, r, n) {
  const o = _(e, t, r);
  return I0(o, n);
}
var rd = d(() => {
  O();
  Wr();
  pt();
  td();
  D();
  D();
  D();
});
function yl(e, t, r = {}) {
  return F("Exclude", [e, t], r);
}
function d1(e, t, r = {}) {
  return Wc(e, t, r);
}
var nd = d(() => {
  he();
  Vc();
});
function Wc(e, t, r) {
  return J([e, t]) ? w.Update(tl(e, t), {}, r) : yl(e, t, r);
}
function h1(e, t, r, n, o) {
  const s = _(e, t, r),
    i = _(e, t, n);
  return Wc(s, i, o);
}
var Vc = d(() => {
  O();
  D();
  nd();
  $I();
});
function xl(e, t, r = {}) {
  return F("Extract", [e, t], r);
}
function g1(e, t, r = {}) {
  return $0(e, t, r);
}
var od = d(() => {
  he();
  sd();
});
function aX(e, t) {
  const r = Ot({}, e, t);
  return G.IsExtendsTrueLike(r) ? [e] : [];
}
function y1(e, t, r = []) {
  return u.ShiftLeft(
    e,
    (n, o) => y1(o, t, [...r, ...aX(n, t)]),
    () => r,
  );
}
function x1(e, t) {
  const r = Zr(e),
    n = C(r) ? r.anyOf : [r],
    o = y1(n, t);
  return pr(o);
}
var I1 = d(() => {
  b();
  ne();
  $n();
  oe();
  oe();
});
function $0(e, t, r) {
  return J([e, t]) ? w.Update(x1(e, t), {}, r) : xl(e, t, r);
}
function $1(e, t, r, n, o) {
  const s = _(e, t, r),
    i = _(e, t, n);
  return $0(s, i, o);
}
var sd = d(() => {
  O();
  D();
  od();
  I1();
});
function uX(e) {
  return e.reduce((t, r) => (Up(r) ? [...t, ee(r)] : t), []);
}
function Ea(e) {
  const t = uX(e);
  return z(t);
}
var Jc = d(() => {
  mt();
  ne();
});
function Rc(e, t, r = {}) {
  return F("Index", [e, t], r);
}
function b1(e, t, r = {}) {
  const n = u.IsArray(t) ? Ea(t) : t;
  return E0(e, n, r);
}
var b0 = d(() => {
  b();
  he();
  Jc();
  id();
});
function E1(e, t) {
  const r = eo(e, t);
  return Fr(r);
}
var w1 = d(() => {
  ci();
  ui();
});
function S1(e, t, r) {
  const n = bn(e, t, r);
  return Fr(n);
}
var T1 = d(() => {
  ci();
  oe();
});
function cX(e, t) {
  const r = u.Keys(e).filter((p) => !u.HasPropertyKey(t, p)),
    n = u.Keys(t).filter((p) => !u.HasPropertyKey(e, p)),
    o = u.Keys(e).filter((p) => u.HasPropertyKey(t, p)),
    s = r.reduce((p, l) => ({ ...p, [l]: e[l] }), {}),
    i = n.reduce((p, l) => ({ ...p, [l]: t[l] }), {}),
    a = o.reduce((p, l) => ({ ...p, [l]: el(e[l], t[l]) }), {}),
    c = w.Assign(s, i);
  return w.Assign(c, a);
}
function k1(e) {
  return e.reduce((t, r) => cX(t, Fr(r)), {});
}
var _1 = d(() => {
  O();
  b();
  ci();
  Ec();
});
var v1 = d(() => {});
function P1(e) {
  const t = Sv(Ve(e));
  return Fr(t);
}
var O1 = d(() => {
  pt();
  gI();
  ci();
});
function mX(e, t) {
  return u
    .Keys(e)
    .filter((o) => o in t)
    .reduce((o, s) => ({ ...o, [s]: _v(e[s], t[s]) }), {});
}
function C1(e, t) {
  return u.ShiftLeft(
    e,
    (r, n) => C1(n, mX(t, Fr(r))),
    () => t,
  );
}
function A1(e) {
  return u.ShiftLeft(
    e,
    (t, r) => C1(r, Fr(t)),
    () => We(),
  );
}
var R1 = d(() => {
  b();
  xn();
  Ec();
  ci();
});
function Fr(e) {
  return _e(e)
    ? E1(e.$defs, e.$ref)
    : He(e)
      ? S1(e.if, e.then, e.else)
      : U(e)
        ? k1(e.allOf)
        : C(e)
          ? A1(e.anyOf)
          : Z(e)
            ? P1(e.items)
            : K(e)
              ? e.properties
              : {};
}
var ci = d(() => {
  cr();
  wr();
  yt();
  xe();
  pt();
  ne();
  w1();
  T1();
  _1();
  v1();
  O1();
  R1();
});
function wa(e) {
  const t = Fr(e);
  return q(t);
}
var M1 = d(() => {
  xe();
  ci();
});
var Yc = d(() => {
  M1();
});
function Sa(e) {
  const t = `${e}`;
  return fX.test(t) ? parseInt(t) : e;
}
var fX,
  Xc = d(() => {
    fX = /^(?:0|[1-9][0-9]*)$/;
  });
function pX(e) {
  return ee(Sa(e));
}
function N1(e) {
  return e.map((t) => F1(t));
}
function F1(e) {
  return U(e) ? Lt(N1(e.allOf)) : C(e) ? z(N1(e.anyOf)) : re(e) ? pX(e.const) : e;
}
function L1(e, t) {
  const r = F1(t),
    n = Ot({}, r, kr());
  return G.IsExtendsTrueLike(n) ? e : re(t) && u.IsEqual(t.const, "length") ? kr() : ke();
}
var j1 = d(() => {
  b();
  yt();
  ne();
  mt();
  Zt();
  wt();
  $n();
  Xc();
});
function D1(e, t) {
  const r = eo(e, t);
  return Pr(r);
}
var q1 = d(() => {
  fs();
  ui();
});
function U1(e, t, r) {
  const n = bn(e, t, r);
  return Pr(n);
}
var K1 = d(() => {
  fs();
  oe();
});
function G1(e) {
  const t = Qt(e);
  return Pr(t);
}
var B1 = d(() => {
  fs();
  oe();
});
function z1(e) {
  const t = Je(e);
  return Pr(t);
}
var H1 = d(() => {
  oe();
  fs();
});
function W1(e) {
  return [`${e}`];
}
var V1 = d(() => {});
function J1(e) {
  const t = jt(e);
  return Pr(t);
}
var Y1 = d(() => {
  fs();
  oe();
});
function X1(e) {
  return e.reduce((t, r) => [...t, ...Pr(r)], []);
}
var Z1 = d(() => {
  fs();
});
function Pr(e) {
  return _e(e)
    ? D1(e.$defs, e.$ref)
    : He(e)
      ? U1(e.if, e.then, e.else)
      : ut(e)
        ? G1(e.enum)
        : U(e)
          ? z1(e.allOf)
          : re(e)
            ? W1(e.const)
            : Pe(e)
              ? J1(e.pattern)
              : C(e)
                ? X1(e.anyOf)
                : [];
}
var fs = d(() => {
  cr();
  wr();
  yn();
  yt();
  mt();
  mr();
  ne();
  q1();
  K1();
  B1();
  H1();
  V1();
  Y1();
  Z1();
});
function Ta(e) {
  return Pr(e);
}
var ad = d(() => {
  fs();
});
function Zc(e, t) {
  return t.map((r) => Qc(e, r));
}
function Qc(e, t) {
  return ie(t)
    ? ar(Qc(e, t.items))
    : rt(t)
      ? Gn(Zc(e, t.parameters), Qc(e, t.instanceType))
      : nt(t)
        ? Bn(Zc(e, t.parameters), Qc(e, t.returnType))
        : Z(t)
          ? Ve(Zc(e, t.items))
          : C(t)
            ? z(Zc(e, t.anyOf))
            : U(t)
              ? Lt(Zc(e, t.allOf))
              : al(t)
                ? q(e)
                : t;
}
function Q1(e, t) {
  return Qc(e, t);
}
var eM = d(() => {
  Jt();
  Wr();
  Vr();
  yt();
  xe();
  pt();
  ul();
  ne();
});
function lX(e, t) {
  const r = t in e ? e[t] : ke();
  return Q1(e, r);
}
function tM(e, t) {
  return t.reduce((r, n) => [...r, lX(e, n)], []);
}
function dX(e, t) {
  const r = Ta(t),
    n = tM(e, r);
  return pr(n);
}
function gX(e) {
  return e.filter((r) => hX.test(r));
}
function yX(e) {
  const t = kp(e),
    r = gX(t),
    n = tM(e, r);
  return pr(n);
}
function rM(e, t) {
  return De(t) ? yX(e) : dX(e, t);
}
var hX,
  nM = d(() => {
    Zt();
    wt();
    Hs();
    oe();
    ad();
    St();
    eM();
    hX = new RegExp(ss);
  });
function xX(e) {
  return ee(Sa(e));
}
function oM(e) {
  return e.map((t) => w0(t));
}
function w0(e) {
  return U(e) ? Lt(oM(e.allOf)) : C(e) ? z(oM(e.anyOf)) : re(e) ? xX(e.const) : e;
}
var sM = d(() => {
  ne();
  yt();
  mt();
  Xc();
});
function IX(e, t) {
  return e.reduceRight((r, n, o) => {
    const s = Ot({}, ee(o), t);
    return G.IsExtendsTrueLike(s) ? [n, ...r] : r;
  }, []);
}
function $X(e, t) {
  const r = w0(t),
    n = IX(e, r);
  return ns(n);
}
function bX(e) {
  return ns(e);
}
function iM(e, t) {
  return re(t) && u.IsEqual(t.const, "length") ? ee(e.length) : De(t) || It(t) ? bX(e) : $X(e, t);
}
var aM = d(() => {
  b();
  mt();
  Zt();
  Vn();
  oe();
  $n();
  sM();
});
function uM(e, t) {
  return ie(e) ? L1(e.items, t) : K(e) ? rM(e.properties, t) : Z(e) ? iM(e.items, t) : ke();
}
var cM = d(() => {
  Jt();
  wt();
  xe();
  pt();
  j1();
  nM();
  aM();
});
function EX(e) {
  return _e(e) || He(e) || U(e) || C(e) ? wa(e) : e;
}
function E0(e, t, r) {
  return J([e, t]) ? w.Update(uM(EX(e), t), {}, r) : Rc(e, t, r);
}
function mM(e, t, r, n, o) {
  const s = _(e, t, r),
    i = _(e, t, n);
  return E0(s, i, o);
}
var id = d(() => {
  O();
  cr();
  wr();
  yt();
  ne();
  D();
  b0();
  Yc();
  cM();
});
function Il(e, t = {}) {
  return F("InstanceType", [e], t);
}
function fM(e, t = {}) {
  return S0(e, t);
}
var ud = d(() => {
  he();
  cd();
});
function wX(e) {
  return rt(e) ? e.instanceType : ke();
}
function S0(e, t) {
  return J([e]) ? w.Update(wX(e), {}, t) : Il(e, t);
}
function pM(e, t, r, n = {}) {
  const o = _(e, t, r);
  return S0(o, n);
}
var cd = d(() => {
  O();
  Wr();
  wt();
  ud();
  D();
});
function Mc(e, t = {}) {
  return F("KeyOf", [e], t);
}
function lM(e, t = {}) {
  return T0(e, t);
}
var md = d(() => {
  he();
  fd();
});
function dM() {
  return z([kr(), Pt(), sa()]);
}
var hM = d(() => {
  Zt();
  Xr();
  Zs();
  ne();
});
function gM(e) {
  return kr();
}
var yM = d(() => {
  Zt();
});
function SX(e) {
  return e.reduce((r, n) => (Up(n) ? [...r, ee(Sa(n))] : We()), []);
}
function xM(e) {
  const t = u.Keys(e),
    r = SX(t);
  return ns(r);
}
var IM = d(() => {
  xn();
  b();
  mt();
  Xc();
  oe();
});
function $M(e) {
  return ma(e);
}
var bM = d(() => {
  St();
});
function EM(e) {
  const t = e.map((r, n) => ee(n));
  return ns(t);
}
var wM = d(() => {
  mt();
  oe();
});
function SM(e) {
  return Be(e) ? dM() : ie(e) ? gM(e.items) : K(e) ? xM(e.properties) : Te(e) ? $M(e) : Z(e) ? EM(e.items) : ke();
}
var TM = d(() => {
  ur();
  Jt();
  wt();
  xe();
  St();
  pt();
  hM();
  yM();
  IM();
  bM();
  wM();
});
function TX(e) {
  return _e(e) || He(e) || U(e) || C(e) ? wa(e) : e;
}
function T0(e, t) {
  return J([e]) ? w.Update(SM(TX(e)), {}, t) : Mc(e, t);
}
function kM(e, t, r, n) {
  const o = _(e, t, r);
  return T0(o, n);
}
var fd = d(() => {
  O();
  cr();
  wr();
  yt();
  ne();
  md();
  D();
  Yc();
  TM();
});
function Oc(e, t, r, n, o = {}) {
  return F("Mapped", [e, t, r, n], o);
}
function _M(e, t, r, n, o = {}) {
  return k0({}, Me([], []), e, t, r, n, o);
}
var pd = d(() => {
  he();
  ld();
  D();
});
function kX(e) {
  const t = jt(e);
  return dd(t);
}
function _X(e) {
  return e.reduce((t, r) => [...t, ...dd(r)], []);
}
function vX(e) {
  const t = Qt(e);
  return dd(t);
}
function PX(e) {
  return u.IsNumber(e) ? [ee(`${e}`)] : [ee(e)];
}
function dd(e) {
  return ut(e) ? vX(e.enum) : re(e) ? PX(e.const) : Pe(e) ? kX(e.pattern) : C(e) ? _X(e.anyOf) : [e];
}
function vM(e) {
  return dd(e);
}
var PM = d(() => {
  b();
  mt();
  yn();
  mr();
  ne();
  oe();
  oe();
});
function OX(e) {
  return Pe(e) ? jt(e.pattern) : e;
}
function CX(e, t, r, n, o, s) {
  const i = w.Assign(e, { [r.name]: n }),
    a = _(i, t, o),
    c = OX(a),
    m = _(i, t, s);
  return Kp(c) || Gp(c) ? { [c.const]: m } : {};
}
function AX(e, t, r, n, o, s) {
  return n.reduce((i, a) => [...i, CX(e, t, r, a, o, s)], []);
}
function RX(e) {
  return e.reduce((t, r) => [...t, q(r)], []);
}
function OM(e, t, r, n, o, s) {
  const i = vM(n),
    a = AX(e, t, r, i, o, s),
    c = RX(a);
  return Je(c);
}
var CM = d(() => {
  O();
  mt();
  xe();
  mr();
  D();
  oe();
  oe();
  PM();
});
function k0(e, t, r, n, o, s, i) {
  return J([n]) ? w.Update(OM(e, t, r, n, o, s), {}, i) : Oc(r, n, o, s, i);
}
function AM(e, t, r, n, o, s, i) {
  const a = _(e, t, n);
  return k0(e, t, r, a, o, s, i);
}
var ld = d(() => {
  O();
  pd();
  D();
  CM();
});
function MX(e, t, r) {
  const n = w.Assign(e, t);
  return u
    .Keys(t)
    .filter((s) => r.includes(s))
    .reduce((s, i) => ({ ...s, [i]: PR(n, i, t[i]) }), {});
}
function NX(e, t, r) {
  const n = w.Assign(e, t);
  return u
    .Keys(t)
    .filter((s) => !r.includes(s))
    .reduce((s, i) => ({ ...s, [i]: _(n, Me([], []), t[i]) }), {});
}
function FX(e, t, r) {
  const n = SR(t),
    o = MX(e, t, n),
    s = NX(e, t, n),
    i = { ...o, ...s };
  return w.Update(i, {}, r);
}
function hd(e, t, r, n) {
  return FX(e, r, n);
}
var gd = d(() => {
  b();
  O();
  D();
  t0();
  n0();
  D();
});
function $l(e, t = {}) {
  return F("NonNullable", [e], t);
}
function RM(e, t = {}) {
  return _0(e, t);
}
var yd = d(() => {
  he();
  xd();
});
function LX(e) {
  const t = z([na(), pa()]);
  return Wc(e, t, {});
}
function _0(e, t) {
  return J([e]) ? w.Update(LX(e), {}, t) : $l(e, t);
}
function MM(e, t, r, n) {
  const o = _(e, t, r);
  return _0(o, n);
}
var xd = d(() => {
  O();
  oa();
  la();
  ne();
  Vc();
  yd();
  D();
});
function bl(e, t, r = {}) {
  return F("Omit", [e, t], r);
}
function NM(e, t, r = {}) {
  const n = u.IsArray(t) ? Ea(t) : t;
  return v0(e, n, r);
}
var Id = d(() => {
  b();
  he();
  Jc();
  $d();
});
function bd(e) {
  const t = wa(e);
  return K(t) ? t.properties : We();
}
var P0 = d(() => {
  xn();
  xe();
  Yc();
});
function jX(e, t) {
  return u.Keys(e).reduce((n, o) => (t.includes(o) ? n : { ...n, [o]: e[o] }), {});
}
function FM(e, t) {
  const r = bd(e),
    n = Ta(t),
    o = jX(r, n);
  return q(o);
}
var LM = d(() => {
  b();
  xe();
  ad();
  P0();
});
function v0(e, t, r) {
  return J([e, t]) ? w.Update(FM(e, t), {}, r) : bl(e, t, r);
}
function jM(e, t, r, n, o) {
  const s = _(e, t, r),
    i = _(e, t, n);
  return v0(s, i, o);
}
var $d = d(() => {
  O();
  Id();
  D();
  LM();
});
function El(e, t = {}) {
  return F("Parameters", [e], t);
}
function DM(e, t = {}) {
  return O0(e, t);
}
var Ed = d(() => {
  he();
  wd();
});
function DX(e) {
  const t = nt(e) ? e.parameters : [],
    r = ms({}, Me([], []), t);
  return Ve(r);
}
function O0(e, t) {
  return J([e]) ? w.Update(DX(e), {}, t) : El(e, t);
}
function qM(e, t, r, n) {
  const o = _(e, t, r);
  return O0(o, n);
}
var wd = d(() => {
  O();
  Vr();
  pt();
  Ed();
  D();
  D();
  D();
});
function wl(e, t = {}) {
  return F("Partial", [e], t);
}
function UM(e, t = {}) {
  return C0(e, t);
}
var Sd = d(() => {
  he();
  Td();
});
function KM(e, t) {
  const r = eo(e, t),
    n = ro(r);
  return Hn(w.Assign(e, { [t]: n }), t);
}
var GM = d(() => {
  O();
  cr();
  ka();
  ui();
});
function BM(e, t, r) {
  const n = bn(e, t, r);
  return ro(n);
}
var zM = d(() => {
  ka();
  oe();
});
function HM(e) {
  const t = Je(e);
  return ro(t);
}
var WM = d(() => {
  ka();
  oe();
});
function VM(e) {
  const t = e.map((r) => ro(r));
  return z(t);
}
var JM = d(() => {
  ne();
  ka();
});
function YM(e) {
  const t = u.Keys(e).reduce((n, o) => ({ ...n, [o]: Sp(e[o]) }), {});
  return q(t);
}
var XM = d(() => {
  b();
  xe();
  Tp();
});
function ro(e) {
  return _e(e)
    ? KM(e.$defs, e.$ref)
    : He(e)
      ? BM(e.if, e.then, e.else)
      : U(e)
        ? HM(e.allOf)
        : C(e)
          ? VM(e.anyOf)
          : K(e)
            ? YM(e.properties)
            : q({});
}
var ka = d(() => {
  cr();
  wr();
  yt();
  xe();
  ne();
  GM();
  zM();
  WM();
  JM();
  XM();
});
function C0(e, t) {
  return J([e]) ? w.Update(ro(e), {}, t) : wl(e, t);
}
function ZM(e, t, r, n) {
  const o = _(e, t, r);
  return C0(o, n);
}
var Td = d(() => {
  O();
  Sd();
  ka();
  D();
});
function Sl(e, t, r = {}) {
  return F("Pick", [e, t], r);
}
function QM(e, t, r = {}) {
  const n = u.IsArray(t) ? Ea(t) : t;
  return A0(e, n, r);
}
var kd = d(() => {
  b();
  he();
  Jc();
  _d();
});
function qX(e, t) {
  return u.Keys(e).reduce((n, o) => (t.includes(o) ? w.Assign(n, { [o]: e[o] }) : n), {});
}
function eN(e, t) {
  const r = bd(e),
    n = Ta(t),
    o = qX(r, n);
  return q(o);
}
var tN = d(() => {
  O();
  b();
  xe();
  ad();
  P0();
});
function A0(e, t, r) {
  return J([e, t]) ? w.Update(eN(e, t), {}, r) : Sl(e, t, r);
}
function rN(e, t, r, n, o) {
  const s = _(e, t, r),
    i = _(e, t, n);
  return A0(s, i, o);
}
var _d = d(() => {
  O();
  kd();
  D();
  tN();
});
function Tl(e, t = {}) {
  return F("ReadonlyObject", [e], t);
}
function R0(e, t = {}) {
  return M0(e, t);
}
var nN,
  vd = d(() => {
    he();
    Pd();
    nN = R0;
  });
function oN(e) {
  return ra(ar(e));
}
var sN = d(() => {
  Jt();
  hc();
});
function iN(e, t) {
  const r = eo(e, t),
    n = no(r);
  return Hn(w.Assign(e, { [t]: n }), t);
}
var aN = d(() => {
  O();
  cr();
  _a();
  ui();
});
function uN(e, t, r) {
  const n = bn(e, t, r);
  return no(n);
}
var cN = d(() => {
  _a();
  oe();
});
function mN(e) {
  const t = Je(e);
  return no(t);
}
var fN = d(() => {
  _a();
  oe();
});
function pN(e) {
  const t = u.Keys(e).reduce((n, o) => ({ ...n, [o]: Fp(e[o]) }), {});
  return q(t);
}
var lN = d(() => {
  b();
  xe();
  Lp();
});
function dN(e) {
  return ra(Ve(e));
}
var hN = d(() => {
  pt();
  hc();
});
function gN(e) {
  const t = e.map((r) => no(r));
  return z(t);
}
var yN = d(() => {
  ne();
  _a();
});
function no(e) {
  return ie(e)
    ? oN(e.items)
    : _e(e)
      ? iN(e.$defs, e.$ref)
      : He(e)
        ? uN(e.if, e.then, e.else)
        : U(e)
          ? mN(e.allOf)
          : K(e)
            ? pN(e.properties)
            : Z(e)
              ? dN(e.items)
              : C(e)
                ? gN(e.anyOf)
                : e;
}
var _a = d(() => {
  Jt();
  cr();
  wr();
  yt();
  xe();
  pt();
  ne();
  sN();
  aN();
  cN();
  fN();
  lN();
  hN();
  yN();
});
function M0(e, t) {
  return J([e]) ? w.Update(no(e), {}, t) : Tl(e);
}
function xN(e, t, r, n) {
  const o = _(e, t, r);
  return M0(o, n);
}
var Pd = d(() => {
  O();
  vd();
  _a();
  D();
});
function IN(e, t, r, n) {
  return t.visited.includes(n) ? r : n in e ? _(e, Me(t.callstack, [...t.visited, n]), e[n]) : r;
}
var N0 = d(() => {
  D();
  D();
});
function $N(e, t) {
  const r = eo(e, t),
    n = oo(r);
  return Hn(w.Assign(e, { [t]: n }), t);
}
var bN = d(() => {
  O();
  cr();
  va();
  ui();
});
function EN(e, t, r) {
  const n = bn(e, t, r);
  return oo(n);
}
var wN = d(() => {
  va();
  oe();
});
function SN(e) {
  const t = Je(e);
  return oo(t);
}
var TN = d(() => {
  va();
  oe();
});
function kN(e) {
  const t = e.map((r) => oo(r));
  return z(t);
}
var _N = d(() => {
  ne();
  va();
});
function eC(e, t = {}) {
  return F("RemoveOptional", [e], t);
}
function vN(e, t = {}) {
  return ei(e, t);
}
var F0 = d(() => {
  he();
  Zp();
});
function PN(e) {
  const t = u.Keys(e).reduce((n, o) => ({ ...n, [o]: vN(e[o]) }), {});
  return q(t);
}
var ON = d(() => {
  b();
  xe();
  F0();
});
function oo(e) {
  return _e(e)
    ? $N(e.$defs, e.$ref)
    : He(e)
      ? EN(e.if, e.then, e.else)
      : U(e)
        ? SN(e.allOf)
        : C(e)
          ? kN(e.anyOf)
          : K(e)
            ? PN(e.properties)
            : q({});
}
var va = d(() => {
  cr();
  wr();
  yt();
  xe();
  ne();
  bN();
  wN();
  TN();
  _N();
  ON();
});
function kl(e, t = {}) {
  return F("Required", [e], t);
}
function CN(e, t = {}) {
  return L0(e, t);
}
var Od = d(() => {
  he();
  Cd();
});
function L0(e, t) {
  return J([e]) ? w.Update(oo(e), {}, t) : kl(e, t);
}
function AN(e, t, r, n) {
  const o = _(e, t, r);
  return L0(o, n);
}
var Cd = d(() => {
  O();
  va();
  Od();
  D();
});
function _l(e, t = {}) {
  return F("ReturnType", [e], t);
}
function RN(e, t = {}) {
  return j0(e, t);
}
var Ad = d(() => {
  he();
  Rd();
});
function UX(e) {
  return nt(e) ? e.returnType : ke();
}
function j0(e, t) {
  return J([e]) ? w.Update(UX(e), {}, t) : _l(e, t);
}
function MN(e, t, r, n = {}) {
  const o = _(e, t, r);
  return j0(o, n);
}
var Rd = d(() => {
  O();
  Vr();
  wt();
  Ad();
  D();
});
function vl(e, t) {
  return F("With", [e, t], {});
}
function Md(e, t) {
  return D0(e, t);
}
var Nd = d(() => {
  he();
  Fd();
});
function D0(e, t) {
  return J([e]) ? w.Update(e, {}, t) : vl(e, t);
}
function NN(e, t, r, n) {
  const o = _(e, t, r);
  return D0(o, n);
}
var Fd = d(() => {
  O();
  D();
  Nd();
});
function KX(e) {
  return is(e) ? (Z(e.items) ? q0(e.items.items) : at(e.items) ? [e] : we(e.items) ? [e] : [ke()]) : [e];
}
function q0(e) {
  return e.reduce((r, n) => [...r, ...KX(n)], []);
}
var FN = d(() => {
  Yr();
  wt();
  fa();
  Jr();
  pt();
});
var LN = d(() => {
  FN();
});
function Me(e, t) {
  return { callstack: e, visited: t };
}
function J(e) {
  return u.ShiftLeft(
    e,
    (t, r) => (we(t) ? !1 : J(r)),
    () => !0,
  );
}
function qc(e, t, r) {
  return u.Keys(r).reduce((n, o) => ({ ...n, [o]: _(e, t, r[o]) }), {});
}
function ms(e, t, r) {
  const n = Nr(e, t, r);
  return q0(n);
}
function Nr(e, t, r) {
  return r.map((n) => _(e, t, n));
}
function GX(e, t) {
  const r = ot(e) ? Kn(t, {}) : t,
    n = So(e) ? Un(r, {}) : r;
  return Js(e) ? em(n, {}) : n;
}
function BX(e, t, r, n, o) {
  return u.IsEqual(r, "AddImmutable")
    ? jN(e, t, n[0], o)
    : u.IsEqual(r, "RemoveImmutable")
      ? WR(e, t, n[0], o)
      : u.IsEqual(r, "AddReadonly")
        ? Kk(e, t, n[0], o)
        : u.IsEqual(r, "RemoveReadonly")
          ? kv(e, t, n[0], o)
          : u.IsEqual(r, "AddOptional")
            ? Gk(e, t, n[0], o)
            : u.IsEqual(r, "RemoveOptional")
              ? Tv(e, t, n[0], o)
              : u.IsEqual(r, "Capitalize")
                ? i1(e, t, n[0], o)
                : u.IsEqual(r, "Conditional")
                  ? f1(e, t, n[0], n[1], n[2], n[3], o)
                  : u.IsEqual(r, "ConstructorParameters")
                    ? l1(e, t, n[0], o)
                    : u.IsEqual(r, "Evaluate")
                      ? RR(e, t, n[0], o)
                      : u.IsEqual(r, "Exclude")
                        ? h1(e, t, n[0], n[1], o)
                        : u.IsEqual(r, "Extract")
                          ? $1(e, t, n[0], n[1], o)
                          : u.IsEqual(r, "Index")
                            ? mM(e, t, n[0], n[1], o)
                            : u.IsEqual(r, "InstanceType")
                              ? pM(e, t, n[0], o)
                              : u.IsEqual(r, "Interface")
                                ? $R(e, t, n[0], n[1], o)
                                : u.IsEqual(r, "KeyOf")
                                  ? kM(e, t, n[0], o)
                                  : u.IsEqual(r, "Lowercase")
                                    ? a1(e, t, n[0], o)
                                    : u.IsEqual(r, "Mapped")
                                      ? AM(e, t, n[0], n[1], n[2], n[3], o)
                                      : u.IsEqual(r, "Module")
                                        ? hd(e, t, n[0], o)
                                        : u.IsEqual(r, "NonNullable")
                                          ? MM(e, t, n[0], o)
                                          : u.IsEqual(r, "Pick")
                                            ? rN(e, t, n[0], n[1], o)
                                            : u.IsEqual(r, "Parameters")
                                              ? qM(e, t, n[0], o)
                                              : u.IsEqual(r, "Partial")
                                                ? ZM(e, t, n[0], o)
                                                : u.IsEqual(r, "Omit")
                                                  ? jM(e, t, n[0], n[1], o)
                                                  : u.IsEqual(r, "ReadonlyObject")
                                                    ? xN(e, t, n[0], o)
                                                    : u.IsEqual(r, "Record")
                                                      ? Xv(e, t, n[0], n[1], o)
                                                      : u.IsEqual(r, "Required")
                                                        ? AN(e, t, n[0], o)
                                                        : u.IsEqual(r, "ReturnType")
                                                          ? MN(e, t, n[0], o)
                                                          : u.IsEqual(r, "TemplateLiteral")
                                                            ? dA(e, t, n[0], o)
                                                            : u.IsEqual(r, "Uncapitalize")
                                                              ? u1(e, t, n[0], o)
                                                              : u.IsEqual(r, "Uppercase")
                                                                ? c1(e, t, n[0], o)
                                                                : u.IsEqual(r, "With")
                                                                  ? NN(e, t, n[0], n[1])
                                                                  : F(r, n, o);
}
function zX(e, t, r) {
  const n = we(r)
    ? IN(e, t, r, r.$ref)
    : ie(r)
      ? ar(_(e, t, r.items), Zi(r))
      : ba(r)
        ? Vl(e, t, r.target, r.arguments)
        : rt(r)
          ? Gn(Nr(e, t, r.parameters), _(e, t, r.instanceType), Bk(r))
          : nt(r)
            ? Bn(Nr(e, t, r.parameters), _(e, t, r.returnType), zk(r))
            : He(r)
              ? Ws(_(e, t, r.if), _(e, t, r.then), _(e, t, r.else), Zk(r))
              : U(r)
                ? Lt(Nr(e, t, r.allOf), n_(r))
                : K(r)
                  ? q(qc(e, t, r.properties), Jk(r))
                  : Te(r)
                    ? Zv(lt(r), _(e, t, Ae(r)))
                    : is(r)
                      ? ri(_(e, t, r.items))
                      : Z(r)
                        ? Ve(ms(e, t, r.items), wv(r))
                        : C(r)
                          ? z(Nr(e, t, r.anyOf), fv(r))
                          : r;
  return GX(r, n);
}
function _(e, t, r) {
  return Xo(r) ? BX(e, t, r.action, r.parameters, r.options) : zX(e, t, r);
}
function Qr(e, t) {
  return _(e, Me([], []), t);
}
var D = d(() => {
  b();
  Ld();
  sc();
  ic();
  Jt();
  Wr();
  he();
  Vr();
  da();
  wr();
  yt();
  xe();
  St();
  pt();
  ne();
  Jr();
  fa();
  Ld();
  f0();
  sc();
  Qp();
  ic();
  Zp();
  Qo();
  dc();
  gc();
  m0();
  to();
  x0();
  rd();
  Wl();
  Vc();
  sd();
  id();
  cd();
  zl();
  fd();
  to();
  ld();
  gd();
  xd();
  $d();
  wd();
  Td();
  _d();
  Pd();
  nl();
  N0();
  Cd();
  Rd();
  ql();
  to();
  to();
  Fd();
  LN();
});
function em(e, t) {
  return w.Update(e, { "~immutable": !0 }, t);
}
function jN(e, t, r, n) {
  const o = _(e, t, r);
  return em(o, n);
}
var Ld = d(() => {
  O();
  D();
});
function tC(e, t = {}) {
  return F("AddImmutable", [e], t);
}
function ra(e, t = {}) {
  return em(e, t);
}
var hc = d(() => {
  he();
  Ld();
});
var DN = d(() => {
  he();
  f0();
});
function rC(e, t = {}) {
  return F("RemoveReadonly", [e], t);
}
var qN = d(() => {
  he();
  Qp();
});
function nC(e, t = {}) {
  return F("Evaluate", [e], t);
}
function Ct(e, t = {}) {
  return i0(e, t);
}
var U0 = d(() => {
  he();
  Wl();
});
function oC(e, t = {}) {
  return F("Module", [e], t);
}
function UN(e, t = {}) {
  return hd({}, Me([], []), e, t);
}
var K0 = d(() => {
  he();
  D();
  gd();
});
var si = d(() => {
  hc();
  Lp();
  Tp();
  DN();
  qN();
  F0();
  Yl();
  ed();
  td();
  U0();
  nd();
  od();
  b0();
  ud();
  Uc();
  md();
  Xl();
  pd();
  K0();
  yd();
  Id();
  Ed();
  Sd();
  kd();
  vd();
  Od();
  Ad();
  Zl();
  Ql();
  Nd();
});
var KN = d(() => {
  rd();
});
var GN = d(() => {
  Op();
});
var BN = d(() => {
  Vc();
});
var zN = d(() => {
  sd();
});
var HN = d(() => {});
var WN = d(() => {
  Jc();
  Xc();
  HN();
});
var VN = d(() => {
  id();
});
var JN = d(() => {
  cd();
});
var YN = d(() => {
  zl();
});
var XN = d(() => {
  to();
});
var ZN = d(() => {
  fd();
});
var QN = d(() => {
  ld();
});
var eF = d(() => {
  gd();
});
var tF = d(() => {
  xd();
});
var rF = d(() => {
  $d();
});
var nF = d(() => {
  wd();
});
var oF = d(() => {
  $c();
  GI();
});
var sF = d(() => {
  Td();
});
var iF = d(() => {
  _d();
});
function HX(e, t) {
  const r = aa(e, t);
  return u.IsEqual(r, Tc) || u.IsEqual(r, zc) ? 1 : 0;
}
function aF(e, t, r = []) {
  return u.ShiftLeft(
    t,
    (n, o) => (u.IsEqual(HX(e, n), 1) ? aF(e, o, [...r, n]) : [...r, e, ...t]),
    () => [...r, e],
  );
}
function uF(e, t = []) {
  return u.ShiftLeft(
    e,
    (r, n) => uF(n, aF(r, t)),
    () => t,
  );
}
function cF(e) {
  return uF(e);
}
var mF = d(() => {
  b();
  kc();
});
var fF = d(() => {
  mF();
});
var pF = d(() => {
  Pd();
});
var lF = d(() => {
  nl();
});
var dF = d(() => {
  N0();
});
var hF = d(() => {
  Cd();
});
var gF = d(() => {
  Rd();
});
var yF = d(() => {});
var xF = d(() => {
  b();
  $c();
});
var jd = d(() => {
  Yp();
  Xp();
  BI();
  yF();
  Vp();
  xF();
});
var IF = d(() => {
  Fd();
});
var G0 = d(() => {
  D();
  x0();
  KN();
  o0();
  GN();
  xa();
  BN();
  zN();
  WN();
  VN();
  JN();
  YN();
  XN();
  ZN();
  QN();
  eF();
  tF();
  Yc();
  rF();
  nF();
  oF();
  sF();
  iF();
  fF();
  pF();
  lF();
  dF();
  hF();
  gF();
  jd();
  IF();
});
function $F(...e) {
  const [t, r, n] = X.Match(e, {
      2: (i, a) => (u.IsString(i) ? [{}, i, a] : [i, a, {}]),
      3: (i, a, c) => [i, a, c],
      1: (i) => [{}, i, {}],
    }),
    o = cA(r),
    s = u.IsArray(o) && u.IsEqual(o.length, 2) ? _(t, Me([], []), o[0]) : ke();
  return w.Update(s, {}, n);
}
var bF = d(() => {
  it();
  O();
  b();
  Pc();
  D();
  D();
  Hp();
});
var Dd = d(() => {
  bF();
});
var I = {};
_t(I, {
  Any: () => ea,
  Array: () => ar,
  BigInt: () => yc,
  Boolean: () => Dp,
  Call: () => zR,
  Capitalize: () => r1,
  Codec: () => Np,
  Conditional: () => m1,
  Constructor: () => Gn,
  ConstructorParameters: () => p1,
  Cyclic: () => Hn,
  Decode: () => tv,
  DecodeBuilder: () => lc,
  Dependent: () => Ws,
  Encode: () => rv,
  EncodeBuilder: () => pc,
  Enum: () => r_,
  Evaluate: () => Ct,
  Exclude: () => d1,
  Extends: () => Ot,
  ExtendsResult: () => G,
  Extract: () => g1,
  Function: () => Bn,
  Generic: () => Zo,
  Identifier: () => xc,
  Immutable: () => nv,
  Index: () => b1,
  Infer: () => uc,
  InstanceType: () => fM,
  Instantiate: () => Qr,
  Integer: () => Xs,
  Interface: () => bR,
  Intersect: () => Lt,
  IsAny: () => Be,
  IsArray: () => ie,
  IsBigInt: () => Tr,
  IsBoolean: () => Xt,
  IsCall: () => ba,
  IsCodec: () => Yt,
  IsConstructor: () => rt,
  IsCyclic: () => _e,
  IsDependent: () => He,
  IsEnum: () => ut,
  IsEnumValue: () => t_,
  IsFunction: () => nt,
  IsGeneric: () => Qi,
  IsIdentifier: () => av,
  IsImmutable: () => Js,
  IsInfer: () => at,
  IsInteger: () => It,
  IsIntersect: () => U,
  IsKind: () => N,
  IsLiteral: () => re,
  IsNever: () => Er,
  IsNull: () => Jn,
  IsNumber: () => De,
  IsObject: () => K,
  IsOptional: () => ot,
  IsParameter: () => mv,
  IsReadonly: () => So,
  IsRecord: () => Te,
  IsRef: () => we,
  IsRefine: () => jp,
  IsRest: () => is,
  IsSchema: () => je,
  IsString: () => ft,
  IsSymbol: () => Yn,
  IsTemplateLiteral: () => Pe,
  IsThis: () => al,
  IsTuple: () => Z,
  IsUndefined: () => En,
  IsUnion: () => C,
  IsUnknown: () => st,
  IsUnsafe: () => vp,
  IsVoid: () => _r,
  KeyOf: () => lM,
  Literal: () => ee,
  Lowercase: () => n1,
  Mapped: () => _M,
  Module: () => UN,
  Never: () => ke,
  NonNullable: () => RM,
  Null: () => na,
  Number: () => kr,
  Object: () => q,
  Omit: () => NM,
  Optional: () => Wk,
  Parameter: () => Qs,
  Parameters: () => DM,
  Partial: () => UM,
  Pick: () => QM,
  Readonly: () => ov,
  ReadonlyObject: () => R0,
  ReadonlyType: () => nN,
  Record: () => ca,
  RecordKey: () => ma,
  RecordPattern: () => lt,
  RecordValue: () => Ae,
  Ref: () => gt,
  Refine: () => sv,
  Required: () => CN,
  Rest: () => ri,
  ReturnType: () => RN,
  Script: () => $F,
  String: () => Pt,
  Symbol: () => sa,
  TemplateLiteral: () => gA,
  This: () => il,
  Tuple: () => Ve,
  Uncapitalize: () => o1,
  Undefined: () => pa,
  Union: () => z,
  Unknown: () => ct,
  Unsafe: () => Yk,
  Uppercase: () => s1,
  Void: () => cl,
  With: () => Md,
});
var B0 = d(() => {
  D();
  $n();
  Dd();
  Yl();
  ed();
  td();
  U0();
  nd();
  od();
  si();
  ud();
  Uc();
  md();
  Xl();
  pd();
  K0();
  yd();
  Id();
  Ed();
  Sd();
  kd();
  vd();
  Od();
  Ad();
  Zl();
  Ql();
  Nd();
  cI();
  dc();
  Qo();
  gc();
  mI();
  ur();
  Jt();
  Ys();
  ts();
  da();
  Wr();
  cr();
  yn();
  Vr();
  ac();
  fI();
  wr();
  Yr();
  Vn();
  yt();
  mt();
  wt();
  oa();
  Zt();
  xe();
  lI();
  St();
  Jr();
  fa();
  Y();
  Xr();
  Zs();
  mr();
  ul();
  pt();
  la();
  ne();
  vt();
  Pp();
  ni();
});
var Or = d(() => {
  si();
  G0();
  $n();
  Dd();
  Pc();
  B0();
  B0();
});
function XX(e) {
  try {
    return new URL(e).hostname === "api.openai.com";
  } catch {
    return !1;
  }
}
function EF(e, t) {
  if (t === void 0) return e;
  const r = { ...e };
  for (const n of WX) t[n] !== void 0 && (r[n] = t[n]);
  return r;
}
function qd(e) {
  const t = e.provider === "openai" || XX(e.baseUrl) ? VX : EF(JX, YX[e.provider]);
  return EF(t, e.compat);
}
var z0,
  WX,
  VX,
  JX,
  YX,
  Ud = d(() => {
    Or();
    (z0 = I.Object(
      {
        maxTokensField: I.Optional(
          I.Enum(["max_completion_tokens", "max_tokens"], {
            description: "Send `max_completion_tokens` (OpenAI) or `max_tokens` (most other servers).",
          }),
        ),
        supportsUsageInStreaming: I.Optional(
          I.Boolean({ description: "The server accepts `stream_options: { include_usage: true }`." }),
        ),
        supportsDeveloperRole: I.Optional(
          I.Boolean({ description: "The server accepts the `developer` role for system prompts on reasoning models." }),
        ),
        supportsReasoningEffort: I.Optional(I.Boolean({ description: "The server accepts `reasoning_effort`." })),
        supportsStrictMode: I.Optional(I.Boolean({ description: "The server accepts `strict` on function tools." })),
        reasoningField: I.Optional(
          I.Enum(["reasoning_content", "reasoning"], {
            description: "Field in which the server streams reasoning text (and takes it back on replay).",
          }),
        ),
        maxToolCallIdLength: I.Optional(
          I.Integer({ minimum: 1, description: "Longest tool-call id the server accepts (Mistral: 9)." }),
        ),
      },
      { additionalProperties: !1 },
    )),
      (WX = Object.keys(z0.properties)),
      (VX = {
        maxTokensField: "max_completion_tokens",
        supportsUsageInStreaming: !0,
        supportsDeveloperRole: !0,
        supportsReasoningEffort: !0,
        supportsStrictMode: !0,
        reasoningField: void 0,
        maxToolCallIdLength: void 0,
        supportsPromptCacheKey: !0,
      }),
      (JX = {
        maxTokensField: "max_tokens",
        supportsUsageInStreaming: !0,
        supportsDeveloperRole: !1,
        supportsReasoningEffort: !1,
        supportsStrictMode: !1,
        reasoningField: void 0,
        maxToolCallIdLength: void 0,
        supportsPromptCacheKey: !1,
      }),
      (YX = {
        deepseek: { reasoningField: "reasoning_content" },
        xai: { reasoningField: "reasoning_content" },
        groq: { supportsReasoningEffort: !0, reasoningField: "reasoning" },
        openrouter: { reasoningField: "reasoning" },
        mistral: { maxToolCallIdLength: 9 },
      });
  });
function mi(e) {
  const t = ww(e);
  if (t !== void 0) return [t];
  const r = wF[e];
  if (r) return r;
  const n = e
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");
  return n === "" ? [] : [`${n}_API_KEY`];
}
function QX(e) {
  let t;
  try {
    t = new URL(e).hostname.toLowerCase();
  } catch {
    return !1;
  }
  return (
    t.startsWith("[") && t.endsWith("]") && (t = t.slice(1, -1)),
    t === "localhost" || t.endsWith(".localhost") || t === "::1" || t === "0.0.0.0" || /^127\./.test(t)
  );
}
function Pa(e, t, r = process.env) {
  if (t?.apiKey !== void 0 && t.apiKey !== "") return t.apiKey;
  const n = mi(e.provider);
  for (const s of n) {
    const i = r[s];
    if (i !== void 0 && i.trim() !== "") return i.trim();
  }
  if (QX(e.baseUrl)) return ZX;
  const o = n.length === 0 ? "" : `Set ${n.join(" or ")}, or pass `;
  throw new Q({
    kind: "auth",
    provider: e.provider,
    message: `No API key for provider "${e.provider}". ${o}${o === "" ? "Pass " : ""}\`apiKey\` in the stream options.${eZ(e) ? tZ(e, n) : ""}`,
  });
}
function eZ(e) {
  if (!Object.hasOwn(wF, e.provider)) return !0;
  let t;
  try {
    t = new URL(e.baseUrl).hostname.toLowerCase();
  } catch {
    return !1;
  }
  return (
    /^10\./.test(t) ||
    /^192\.168\./.test(t) ||
    /^172\.(1[6-9]|2\d|3[01])\./.test(t) ||
    t.endsWith(".local") ||
    t.endsWith(".internal") ||
    !t.includes(".")
  );
}
function tZ(e, t) {
  const r = t[0] === void 0 ? "pass any `apiKey`" : `set ${t[0]} to any value (e.g. ${t[0]}=none)`;
  return ` If the server at ${e.baseUrl} needs no key (a local server such as Ollama, llama.cpp or vLLM), any value works: ${r}.`;
}
var ZX,
  wF,
  tm = d(() => {
    Rf();
    Gt();
    (ZX = "keel-local-no-key"),
      (wF = {
        openai: ["OPENAI_API_KEY"],
        anthropic: ["ANTHROPIC_API_KEY"],
        google: ["GEMINI_API_KEY", "GOOGLE_API_KEY"],
        groq: ["GROQ_API_KEY"],
        deepseek: ["DEEPSEEK_API_KEY"],
        xai: ["XAI_API_KEY"],
        openrouter: ["OPENROUTER_API_KEY"],
        mistral: ["MISTRAL_API_KEY"],
      });
  });
function Oa(...e) {
  const t = new Map();
  for (const r of e)
    if (r)
      for (const [n, o] of Object.entries(r)) {
        const s = n.toLowerCase();
        o === "" ? t.delete(s) : t.set(s, [n, o]);
      }
  return Object.fromEntries(t.values());
}
var Kd = d(() => {});
function rZ(e, t) {
  if (typeof e != "object" || e === null) return !1;
  const { code: r, message: n } = e;
  return r !== "ERR_MODULE_NOT_FOUND" && r !== "MODULE_NOT_FOUND" ? !1 : typeof n == "string" && n.includes(`'${t}'`);
}
function Ca(e, t) {
  let r = H0.get(e);
  return (
    r ||
      ((r = import(e).catch((n) => {
        throw (H0.delete(e), nZ(e, n, t));
      })),
      H0.set(e, r)),
    r
  );
}
function nZ(e, t, r) {
  const n = r === void 0 ? "" : ` (needed by ${r})`;
  if (rZ(t, e))
    return new Q(
      {
        kind: "invalid_request",
        retryable: !1,
        message: `The optional package "${e}"${n} is not installed. Install it next to @keel/ai: pnpm add ${e} (or npm install ${e}).`,
      },
      { cause: t },
    );
  const o = t instanceof Error ? t.message : String(t);
  return new Q({ kind: "unknown", retryable: !1, message: `Could not load "${e}"${n}: ${o}` }, { cause: t });
}
var H0,
  Gd = d(() => {
    Gt();
    H0 = new Map();
  });
function TF(e) {
  return typeof e == "object" && e !== null ? e : void 0;
}
function kF(e) {
  const t = [],
    r = [e];
  for (; r.length > 0 && t.length < 12; ) {
    const n = TF(r.shift());
    !n || t.includes(n) || (t.push(n), r.push(n.cause), Array.isArray(n.errors) && r.push(...n.errors));
  }
  return t;
}
function V0(e) {
  return oZ.has(e) || e.startsWith("ERR_TLS_") || e.startsWith("ERR_SSL_");
}
function sZ(e) {
  const t = kF(e)
    .map((r) => r.code)
    .filter((r) => typeof r == "string" && r !== "");
  return t.find((r) => SF.has(r) || W0.has(r) || V0(r)) ?? t.find((r) => !r.startsWith("UND_ERR"));
}
function _F(e) {
  for (const t of kF(e)) {
    if (t.name === "AbortError") return "aborted";
    if (t.name === "TimeoutError") return "timeout";
    const r = t.code;
    if (typeof r == "string") {
      if (W0.has(r)) return "timeout";
      if (SF.has(r) || V0(r)) return "network";
    }
  }
  if (e instanceof TypeError && TF(e.cause) !== void 0) return "network";
}
function iZ(e) {
  if (e !== void 0)
    try {
      return new URL(e).hostname;
    } catch {
      return;
    }
}
function aZ(e, t) {
  const r = t === void 0 ? "the server" : `the server at ${t}`,
    n = iZ(t);
  return e === void 0
    ? { what: "the connection failed", check: `Is ${r} running and reachable?` }
    : e === "ECONNREFUSED"
      ? { what: "the connection was refused (ECONNREFUSED)", check: `Is ${r} running?` }
      : e === "ENOTFOUND" || e === "EAI_NONAME" || e === "EAI_AGAIN" || e === "EAI_FAIL"
        ? {
            what: `${n === void 0 ? "the host name" : `the host name "${n}"`} could not be resolved (${e})`,
            check: "Check the host in baseUrl and your network connection (DNS).",
          }
        : e === "ENETUNREACH" || e === "EHOSTUNREACH" || e === "ENETDOWN" || e === "EHOSTDOWN"
          ? {
              what: `the network or host is unreachable (${e})`,
              check: "Check your network connection and the host in baseUrl.",
            }
          : V0(e)
            ? {
                what: `the TLS connection failed (${e})`,
                check:
                  "Check the server's certificate (for a private CA, set NODE_EXTRA_CA_CERTS), and that baseUrl starts with https:// only when the server speaks TLS.",
              }
            : W0.has(e)
              ? { what: `the connection timed out (${e})`, check: `Is ${r} reachable from here?` }
              : e === "ECONNRESET" || e === "EPIPE" || e === "ECONNABORTED" || e.startsWith("UND_ERR_")
                ? {
                    what: `the connection was closed by the other side (${e})`,
                    check: `Is ${r} healthy? A plain-http server behind an https:// baseUrl (or the reverse) also looks like this.`,
                  }
                : { what: `the connection failed (${e})`, check: `Is ${r} running and reachable?` };
}
function Bd(e, t, r) {
  const n = sZ(e),
    { what: o, check: s } =
      n === void 0 && r === "timeout"
        ? {
            what: "no response arrived in time",
            check: `Is ${t === void 0 ? "the server" : `the server at ${t}`} reachable from here?`,
          }
        : aZ(n, t),
    i = t === void 0 ? "" : ` calling ${t}`;
  return `${r === "timeout" ? "The request timed out" : "Network error"}${i}: ${o}. ${s}`;
}
var SF,
  W0,
  oZ,
  vF = d(() => {
    (SF = new Set([
      "ECONNRESET",
      "ECONNREFUSED",
      "ECONNABORTED",
      "ENOTFOUND",
      "EAI_AGAIN",
      "EAI_NONAME",
      "EAI_FAIL",
      "EPIPE",
      "ENETUNREACH",
      "EHOSTUNREACH",
      "ENETDOWN",
      "EHOSTDOWN",
      "EPROTO",
      "UND_ERR_SOCKET",
      "UND_ERR_CLOSED",
      "UND_ERR_ABORTED",
    ])),
      (W0 = new Set(["ETIMEDOUT", "UND_ERR_CONNECT_TIMEOUT", "UND_ERR_HEADERS_TIMEOUT", "UND_ERR_BODY_TIMEOUT"])),
      (oZ = new Set([
        "EPROTO",
        "CERT_HAS_EXPIRED",
        "CERT_NOT_YET_VALID",
        "CERT_REVOKED",
        "CERT_UNTRUSTED",
        "DEPTH_ZERO_SELF_SIGNED_CERT",
        "SELF_SIGNED_CERT_IN_CHAIN",
        "UNABLE_TO_VERIFY_LEAF_SIGNATURE",
        "UNABLE_TO_GET_ISSUER_CERT",
        "UNABLE_TO_GET_ISSUER_CERT_LOCALLY",
        "HOSTNAME_MISMATCH",
      ]));
  });
function zd(e) {
  return typeof e == "object" && e !== null ? e : void 0;
}
function J0(e) {
  return typeof e == "string" && e !== "" ? e : void 0;
}
function fZ(e) {
  const t = {};
  typeof e.status == "number" && (t.status = e.status);
  const r = zd(e.headers);
  r && typeof r.get == "function" && (t.headers = r);
  const n = zd(e.error),
    o = zd(n?.error),
    s = [];
  for (const a of [e.code, o?.code, n?.code, e.errorCode, o?.type, n?.type, e.type])
    typeof a == "string" && a !== "" && a !== "error" && s.push(a),
      typeof a == "number" && t.status === void 0 && a >= 400 && (t.status = a);
  s.length > 0 && (t.codes = s);
  const i = J0(o?.message) ?? J0(n?.message) ?? J0(e.apiMessage);
  return (i !== void 0 && (t.message = i), t);
}
function Y0(e, t) {
  return t !== void 0 && e instanceof t;
}
function PF(e) {
  return e instanceof Error ? e.message : typeof e == "string" ? e : "Unknown provider error.";
}
function vo(e, t = {}) {
  if (e instanceof Q) return e;
  const { provider: r, classes: n, url: o } = t,
    s = r === void 0 ? {} : { provider: r },
    i = PF(e);
  if (Y0(e, n?.userAbort)) return new Q({ ...s, kind: "aborted", message: "The request was aborted." }, { cause: e });
  if (Y0(e, n?.connectionTimeout)) return new Q({ ...s, kind: "timeout", message: Bd(e, o, "timeout") }, { cause: e });
  const a = zd(e),
    c = { ...(a ? fZ(a) : {}), ...t.extract?.(e) },
    m = c.codes ?? [],
    p = m.map((y) => uZ[y]).find((y) => y !== void 0),
    l = m.some((y) => mZ.has(y));
  if (c.status !== void 0 || p !== void 0 || l) {
    let y = c.status,
      x;
    p !== void 0 && (p !== "invalid_request" || y === void 0)
      ? (x = p)
      : y !== void 0
        ? (x = Hg(y, m[0]))
        : (x = "unknown");
    const $ = y !== void 0 && y >= 400 && y < 500;
    $ && zg(x) && y !== 408 && y !== 429 && (x = Hg(y));
    const E = m.some((v) => cZ.has(v)) ? !1 : zg(x) || (l && !$) || (y !== void 0 && y >= 500),
      S = c.message ?? i,
      k = y !== void 0 && !S.startsWith(String(y)) ? `${y} ${S}` : S,
      P = { ...s, kind: x, message: k, retryable: E };
    y !== void 0 && (P.status = y);
    const A = If(c.headers, t.now);
    return (A !== void 0 && (P.retryAfterMs = A), new Q(P, { cause: e }));
  }
  const g = _F(e);
  if (g !== void 0) {
    const y = g === "aborted" ? "The request was aborted." : Bd(e, o, g);
    return new Q({ ...s, kind: g, message: y }, { cause: e });
  }
  return Y0(e, n?.connection)
    ? new Q({ ...s, kind: "network", message: Bd(e, o, "network") }, { cause: e })
    : new Q({ ...s, kind: "unknown", message: c.message ?? pZ(e, r) }, { cause: e });
}
function pZ(e, t) {
  const r = t ?? "provider";
  return e instanceof SyntaxError
    ? `The ${r} response stream held malformed data the SDK could not parse: ${e.message}`
    : `The ${r} request failed: ${PF(e)}`;
}
function rm(e, t) {
  const r = e.codes.filter((s) => typeof s == "string" && s !== ""),
    o = {
      error: {
        message: e.message ?? (r.length > 0 ? `Provider error: ${r[0]}` : "The provider reported an error."),
        ...(r[0] === void 0 ? {} : { code: r[0] }),
      },
    };
  return (
    r[1] !== void 0 && (o.type = r[1]),
    e.status !== void 0 && (o.status = e.status),
    vo(o, t === void 0 ? {} : { provider: t })
  );
}
var uZ,
  cZ,
  mZ,
  fi = d(() => {
    Gt();
    vF();
    (uZ = {
      context_length_exceeded: "context_overflow",
      request_too_large: "context_overflow",
      string_above_max_length: "context_overflow",
      rate_limit_exceeded: "rate_limit",
      rate_limit_error: "rate_limit",
      insufficient_quota: "rate_limit",
      RESOURCE_EXHAUSTED: "rate_limit",
      overloaded_error: "overloaded",
      server_overloaded: "overloaded",
      UNAVAILABLE: "overloaded",
      invalid_api_key: "auth",
      authentication_error: "auth",
      permission_error: "auth",
      UNAUTHENTICATED: "auth",
      API_KEY_INVALID: "auth",
      PERMISSION_DENIED: "auth",
      timeout_error: "timeout",
      DEADLINE_EXCEEDED: "timeout",
      invalid_request_error: "invalid_request",
      invalid_prompt: "invalid_request",
      not_found_error: "invalid_request",
      model_not_found: "invalid_request",
      INVALID_ARGUMENT: "invalid_request",
      NOT_FOUND: "invalid_request",
      FAILED_PRECONDITION: "invalid_request",
    }),
      (cZ = new Set(["insufficient_quota"])),
      (mZ = new Set(["server_error", "api_error", "INTERNAL"]));
  });
function ps(e) {
  const t = e?.timeoutMs;
  return t !== void 0 && t > 0 ? t : void 0;
}
function Aa(e) {
  return e === void 0 ? {} : { timeout: e };
}
var nm = d(() => {});
function lZ() {
  let e = [],
    t = 0,
    r = -1,
    n = !1,
    o = (s) => {
      if (t === 0) return s;
      let i = new Uint8Array(t + s.length),
        a = 0;
      for (const c of e) i.set(c, a), (a += c.length);
      return (i.set(s, a), (e = []), (t = 0), i);
    };
  return new TransformStream({
    transform(s, i) {
      if (n || s.includes(13)) {
        n || ((n = !0), t > 0 && i.enqueue(o(new Uint8Array(0)))), i.enqueue(s);
        return;
      }
      let a = 0,
        c = s.indexOf(10);
      for (; c !== -1; ) {
        if ((c > 0 ? s[c - 1] : r) === 10) {
          const p = c + 1;
          i.enqueue(o(s.subarray(a, p))), (a = p);
        }
        c = s.indexOf(10, c + 1);
      }
      a < s.length && (e.push(s.slice(a)), (t += s.length - a)), s.length > 0 && (r = s[s.length - 1] ?? -1);
    },
    flush(s) {
      t > 0 && s.enqueue(o(new Uint8Array(0)));
    },
  });
}
function OF(e = (t, r) => fetch(t, r)) {
  return async (t, r) => {
    const n = await e(t, r),
      o = n.headers.get("content-type") ?? "";
    return !n.body || !o.includes("text/event-stream")
      ? n
      : new Response(n.body.pipeThrough(lZ()), { status: n.status, statusText: n.statusText, headers: n.headers });
  };
}
var CF = d(() => {});
async function Hd(e, t) {
  const r = Pa(e, t),
    n = await Ca("openai", `the ${e.api} adapter`),
    o = n.default,
    s = new o({
      apiKey: r,
      baseURL: e.baseUrl,
      maxRetries: 0,
      defaultHeaders: Oa(e.headers, t.headers),
      fetch: OF(),
      ...Aa(ps(t)),
    }),
    i = {
      userAbort: n.APIUserAbortError,
      connectionTimeout: n.APIConnectionTimeoutError,
      connection: n.APIConnectionError,
    };
  return { client: s, mapError: (a) => dZ(vo(a, { provider: e.provider, classes: i, url: e.baseUrl }), e) };
}
function dZ(e, t) {
  if (e.status !== 404) return e;
  const r = (() => {
      try {
        return new URL(t.baseUrl).pathname.replace(/\/+$/, "");
      } catch {
        return;
      }
    })(),
    n = t.api === "openai-responses" ? "/responses" : "/chat/completions",
    o =
      r !== void 0 && !/\/v\d+[a-z]*$/.test(r)
        ? ` Most OpenAI-compatible servers serve it under /v1: try baseUrl "${t.baseUrl.replace(/\/+$/, "")}/v1".`
        : "",
    s = `${t.baseUrl.replace(/\/+$/, "")}${n} was not found: check the model's baseUrl (it must include the API's path prefix) and that the server serves model "${t.id}".${o}`,
    i = { ...e.toInfo(), message: `${e.message.replace(/[.\s]+$/, "")}. ${s}` };
  return new Q(i, { cause: e.cause });
}
var X0 = d(() => {
  Gt();
  tm();
  Kd();
  Gd();
  fi();
  nm();
  CF();
});
var so,
  Wd = d(() => {
    so = class extends Error {
      target;
      toolName;
      keyword;
      path;
      name = "SchemaAdaptationError";
      constructor(t, r, n, o, s) {
        super(
          `Tool "${r}": its parameter schema cannot be adapted for ${t === "google" ? "Gemini" : "Anthropic"}: \`${n}\` at ${o === "" ? "the root" : o} ${s}.`,
        ),
          (this.target = t),
          (this.toolName = r),
          (this.keyword = n),
          (this.path = o);
      }
    };
  });
function AF(e, t) {
  return e.provider === t.provider && e.model === t.id && e.api === t.api;
}
function hZ(e) {
  return `<earlier_reasoning>
${e.trim()}
</earlier_reasoning>`;
}
function gZ(e) {
  return en;
}
function RF(e) {
  if (!(e.redacted === !0 || e.thinking.trim() === "")) return { type: "text", text: hZ(e.thinking) };
}
function Z0(e, t) {
  return t.input.includes("image") || !e.some((r) => r.type === "image")
    ? e
    : e.map((r) => (r.type === "image" ? { type: "text", text: gZ(r) } : r));
}
var en,
  Ra = d(() => {
    en = "(image omitted: this model does not accept images)";
  });
function Q0(e, t = 10) {
  const r = MF(e, 2166136261),
    n = MF(e, 1523705862),
    o = r.toString(36).padStart(7, "0") + n.toString(36).padStart(7, "0");
  return o.slice(0, Math.max(1, Math.min(t, o.length)));
}
function MF(e, t) {
  let r = t >>> 0;
  for (let n = 0; n < e.length; n++) (r ^= e.charCodeAt(n)), (r = Math.imul(r, 16777619) >>> 0);
  return r >>> 0;
}
var NF = d(() => {});
function DF(e) {
  switch (e.api) {
    case "anthropic-messages":
    case "google-generative-ai":
      return { alphabet: "word", maxLength: 64 };
    case "openai-responses":
      return { alphabet: "word", maxLength: 64, prefix: "call_" };
    case "openai-completions": {
      const t = qd(e).maxToolCallIdLength ?? 40;
      return t < yZ ? { alphabet: "alphanumeric", maxLength: t, exactLength: t } : { alphabet: "word", maxLength: t };
    }
    default:
      return;
  }
}
function xZ(e, t) {
  if (e.length === 0 || e.length > t.maxLength || (t.exactLength !== void 0 && e.length !== t.exactLength)) return !1;
  const r = t.prefix ?? "";
  if (!e.startsWith(r) || e.length === r.length) return !1;
  const n = t.alphabet === "word" ? LF : jF;
  for (const o of e.slice(r.length)) if (!n.test(o)) return !1;
  return !0;
}
function IZ(e, t) {
  return e.length > 0 && e.length <= t.maxLength && (t.exactLength === void 0 || e.length === t.exactLength);
}
function qF(e, t) {
  let r = t.alphabet === "word" ? LF : jF,
    n = "";
  for (const s of e) n += r.test(s) ? s : t.alphabet === "word" ? "_" : "";
  const o = t.prefix;
  return o !== void 0 && n.startsWith(o) ? n.slice(o.length) : n;
}
function $Z(e, t, r) {
  const n = r.prefix ?? "",
    o = t === 0 ? e : `${e}#${t}`;
  if (r.exactLength !== void 0) {
    let c = r.exactLength - n.length,
      m = "";
    for (let p = 0; m.length < c; p++) m += Q0(`${o}/${p}`, FF);
    return n + m.slice(0, c);
  }
  const s = Q0(o, Math.min(FF, r.maxLength - n.length)),
    i = r.maxLength - n.length - s.length - 1,
    a = qF(e, r)
      .replace(/[_-]+$/, "")
      .slice(0, Math.max(0, i));
  return a.length > 0 ? `${n}${a}_${s}` : `${n}${s}`;
}
var LF,
  jF,
  FF,
  yZ,
  Vd,
  UF = d(() => {
    Ud();
    NF();
    (LF = /[A-Za-z0-9_-]/), (jF = /[A-Za-z0-9]/), (FF = 10), (yZ = 16);
    Vd = class {
      rules;
      used = new Set();
      constructor(t) {
        this.rules = t;
      }
      assign(t, r) {
        const n = this.rules;
        if (!n) return t;
        if (r && !this.used.has(t) && IZ(t, n)) return this.take(t);
        for (const o of [t, `${n.prefix ?? ""}${qF(t, n)}`]) if (xZ(o, n) && !this.used.has(o)) return this.take(o);
        for (let o = 0; ; o++) {
          const s = $Z(t, o, n);
          if (!this.used.has(s)) return this.take(s);
        }
      }
      take(t) {
        return (this.used.add(t), t);
      }
    };
  });
function KF(e, t) {
  let r = new Vd(DF(t)),
    n = [],
    o,
    s = () => {
      if (o) {
        for (const i of o.calls) i.answered || n.push(kZ(i, o.timestamp));
        o = void 0;
      }
    };
  for (const i of e)
    switch (i.role) {
      case "user":
        s(), n.push(EZ(i, t));
        break;
      case "assistant": {
        if ((s(), i.stopReason === "error" || i.stopReason === "aborted")) break;
        const a = SZ(i, t, r);
        if (a.message.content.length === 0) break;
        n.push(a.message), a.calls.length > 0 && (o = { calls: a.calls, timestamp: i.timestamp });
        break;
      }
      case "toolResult": {
        const a = o?.calls.find((c) => !c.answered && c.recordedId === i.toolCallId);
        if (!a) break;
        (a.answered = !0), n.push(wZ(i, a.id, t));
        break;
      }
      default:
        return GF(i);
    }
  return (s(), n);
}
function EZ(e, t) {
  if (typeof e.content == "string") return e;
  const r = Z0(e.content, t);
  return r === e.content ? e : { ...e, content: r };
}
function wZ(e, t, r) {
  const n = Z0(e.content, r);
  return n === e.content && t === e.toolCallId ? e : { ...e, toolCallId: t, content: n };
}
function SZ(e, t, r) {
  let n = AF(e, t),
    o = [],
    s = [],
    i = !1;
  for (const a of e.content) {
    const c = TZ(a, n);
    if (c?.type === "toolCall") {
      const m = r.assign(c.id, n),
        p = m === c.id ? c : { ...c, id: m };
      o.push({ recordedId: c.id, id: m, name: p.name, answered: !1 }), s.push(p), (i ||= p !== a);
    } else c ? (s.push(c), (i ||= c !== a)) : (i = !0);
  }
  return { message: i ? { ...e, content: s } : e, calls: o };
}
function TZ(e, t) {
  if (t) return e;
  switch (e.type) {
    case "text": {
      if (e.text.trim() === "") return;
      if (e.textSignature === void 0) return e;
      const { textSignature: r, ...n } = e;
      return n;
    }
    case "thinking":
      return RF(e);
    case "toolCall": {
      if (e.thoughtSignature === void 0) return e;
      const { thoughtSignature: r, ...n } = e;
      return n;
    }
    default:
      return GF(e);
  }
}
function kZ(e, t) {
  return {
    role: "toolResult",
    toolCallId: e.id,
    toolName: e.name,
    content: [{ type: "text", text: bZ }],
    isError: !0,
    timestamp: t,
  };
}
function GF(e) {
  throw new Error(`transformMessages: unexpected value ${JSON.stringify(e)}`);
}
var bZ,
  BF = d(() => {
    Ra();
    UF();
    bZ = "No result was recorded for this tool call.";
  });
async function ls(e, t) {
  let { model: r, context: n, options: o } = e,
    s;
  try {
    s = t(r, { ...n, messages: KF(n.messages, r) }, o);
  } catch (i) {
    throw i instanceof so
      ? new Q({ kind: "invalid_request", provider: r.provider, message: i.message }, { cause: i })
      : i;
  }
  return e.preparePayload(s);
}
var om = d(() => {
  Gt();
  Wd();
  BF();
});
function io(e, t) {
  const r = t === void 0 ? "." : ` (${t}).`;
  return new Q({ kind: "network", provider: e, message: `The ${e} stream ended before the response was complete${r}` });
}
var Ma = d(() => {
  Gt();
});
function zF(e, t, r, n, o = {}) {
  let s = new mn(),
    i = new Ai(e, s, o.now),
    a = r ?? {},
    c = new AbortController(),
    m = a.signal,
    p = ps(a),
    l,
    g = (P) => {
      i.isEnded || i.fail(P.toInfo());
    },
    y = () => {
      l !== void 0 && clearTimeout(l), (l = void 0), m?.removeEventListener("abort", $);
    },
    x = (P) => {
      y(), g(P), c.signal.aborted || c.abort(P);
    };
  function $() {
    x(new Q({ kind: "aborted", provider: e.provider, message: "The request was aborted." }));
  }
  const E = () => {
      x(
        new Q({
          kind: "timeout",
          provider: e.provider,
          message: `The request timed out: no data from ${e.provider} for ${p} ms.`,
        }),
      );
    },
    S = () => {
      p === void 0 || i.isEnded || (l !== void 0 && clearTimeout(l), (l = setTimeout(E, p)));
    },
    k = {
      model: e,
      context: t,
      options: a,
      builder: i,
      signal: c.signal,
      heartbeat: S,
      async preparePayload(P) {
        if (!a.onPayload) return P;
        let A;
        try {
          A = await a.onPayload(P, e);
        } catch (v) {
          const W = v instanceof Error ? v.message : String(v);
          throw new Q(
            {
              kind: "invalid_request",
              retryable: !1,
              provider: e.provider,
              message: `options.onPayload threw before the request was sent: ${W}`,
            },
            { cause: v },
          );
        }
        return A === void 0 ? P : A;
      },
    };
  return m?.aborted
    ? ($(), s)
    : (m?.addEventListener("abort", $, { once: !0 }),
      S(),
      Promise.resolve()
        .then(() => n(k))
        .then(
          () => {
            i.isEnded || g(io(e.provider));
          },
          (P) => {
            i.isEnded || g(_Z(P, o.mapError, e.provider));
          },
        )
        .finally(y),
      s);
}
function _Z(e, t, r) {
  if (e instanceof Q) return e;
  try {
    if (t) return t(e);
  } catch {}
  const n = e instanceof Error ? e.message : String(e);
  return new Q({ kind: "unknown", provider: r, message: n }, { cause: e });
}
var HF = d(() => {
  oy();
  Eu();
  Gt();
  nm();
  Ma();
});
function ds(e, t, r, n, o) {
  let s = (i) => vo(i, { provider: e.provider, url: e.baseUrl });
  return zF(
    e,
    t,
    r,
    async (i) => {
      const a = await n(e, i.options);
      (s = a.mapError), await o(i, a.client);
    },
    { mapError: (i) => s(i) },
  );
}
var sm = d(() => {
  fi();
  HF();
});
function e$(e) {
  return typeof e == "object" && e !== null && !Array.isArray(e);
}
function im(e, t) {
  if (typeof e == "boolean") return !0;
  if (!e$(e)) return !1;
  if (t.has(e)) return !0;
  t.add(e);
  const r = e.type === "object" || (Array.isArray(e.type) && e.type.includes("object")),
    n = e$(e.properties) ? e.properties : void 0;
  if (r || n) {
    if (e.additionalProperties !== !1) return !1;
    const o = Array.isArray(e.required) ? new Set(e.required) : new Set();
    for (const s of Object.keys(n ?? {})) if (!o.has(s)) return !1;
  }
  for (const o of PZ) {
    const s = e[o];
    if (e$(s) && !Object.values(s).every((i) => im(i, t))) return !1;
  }
  for (const o of vZ) {
    const s = e[o];
    if (Array.isArray(s) && !s.every((i) => im(i, t))) return !1;
  }
  if (e.items !== void 0 && !(Array.isArray(e.items) ? e.items : [e.items]).every((o) => im(o, t))) return !1;
  for (const o of ["not", "if", "then", "else", "additionalItems"]) if (e[o] !== void 0 && !im(e[o], t)) return !1;
  return !0;
}
function Jd(e) {
  return im(e, new Set());
}
var vZ,
  PZ,
  t$ = d(() => {
    (vZ = ["anyOf", "allOf", "oneOf", "prefixItems"]),
      (PZ = ["properties", "$defs", "definitions", "patternProperties"]);
  });
function hs(e, t) {
  const r = t?.thinkingLevel ?? "off";
  return e.reasoning && r !== "off" ? r : void 0;
}
function Yd(e) {
  switch (e) {
    case "minimal":
    case "low":
    case "medium":
    case "high":
      return e;
    case "xhigh":
      return "high";
  }
}
function WF(e, t, r = OZ, n = 1024) {
  const o = r[e],
    s = Math.max(n, Math.floor(t * 0.8));
  return Math.max(n, Math.min(o, s));
}
var OZ,
  Na = d(() => {
    OZ = { minimal: 1024, low: 4096, medium: 10240, high: 20480, xhigh: 32768 };
  });
function Fa(e) {
  if (typeof e == "string") return e;
  let t = "";
  for (const r of e)
    r.type === "text" &&
      (t =
        t === ""
          ? r.text
          : `${t}
${r.text}`);
  return t;
}
function pi(e) {
  return typeof e == "string" ? [] : e.filter((t) => t.type === "image");
}
function Xd(e) {
  return `data:${e.mimeType};base64,${e.data}`;
}
var Zd = d(() => {});
function VF(e) {
  return { type: "image_url", image_url: { url: Xd(e) } };
}
function CZ(e, t) {
  if (typeof e.content == "string") return e.content === "" ? void 0 : { role: "user", content: e.content };
  const r = [];
  for (const n of e.content)
    n.type === "text"
      ? n.text !== "" && r.push({ type: "text", text: n.text })
      : r.push(t ? VF(n) : { type: "text", text: en });
  if (r.length !== 0)
    return r.every((n) => n.type === "text")
      ? {
          role: "user",
          content: r
            .map((n) => (n.type === "text" ? n.text : ""))
            .join(`
`),
        }
      : { role: "user", content: r };
}
function AZ(e, t, r) {
  let n = [],
    o = [],
    s,
    i = [],
    a = e.provider === t.provider && e.api === t.api;
  for (const m of e.content)
    switch (m.type) {
      case "text":
        m.text !== "" && n.push(m.text);
        break;
      case "thinking": {
        const p = m.thinkingSignature,
          l = p === "reasoning_content" || p === "reasoning" ? p : r.reasoningField;
        a && l !== void 0 && m.thinking !== "" && !m.redacted && (o.push(m.thinking), (s ??= l));
        break;
      }
      case "toolCall":
        i.push({ id: m.id, type: "function", function: { name: m.name, arguments: JSON.stringify(m.arguments) } });
        break;
    }
  if (n.length === 0 && i.length === 0) return;
  const c = { role: "assistant", content: n.length > 0 ? n.join("") : null };
  return (
    i.length > 0 && (c.tool_calls = i),
    s !== void 0 &&
      (c[s] = o.join(`

`)),
    c
  );
}
function RZ(e, t, r) {
  const n = Fa(e.content);
  if (t === 0) return n === "" ? "(no output)" : n;
  const o = r ? "(see the attached image in the next message)" : en;
  return n === ""
    ? o
    : `${n}
${o}`;
}
function JF(e, t, r) {
  const n = [];
  if (t.systemPrompt !== void 0 && t.systemPrompt !== "") {
    const a = e.reasoning && r.supportsDeveloperRole ? "developer" : "system";
    n.push({ role: a, content: t.systemPrompt });
  }
  let o = e.input.includes("image"),
    s = [],
    i = () => {
      if (s.length === 0) return;
      const a = [{ type: "text", text: "Images returned by the tool call(s) above:" }];
      for (const c of s) a.push(VF(c));
      n.push({ role: "user", content: a }), (s = []);
    };
  for (const a of t.messages)
    switch ((a.role !== "toolResult" && i(), a.role)) {
      case "user": {
        const c = CZ(a, o);
        c && n.push(c);
        break;
      }
      case "assistant": {
        const c = AZ(a, e, r);
        c && n.push(c);
        break;
      }
      case "toolResult": {
        const c = pi(a.content);
        n.push({ role: "tool", tool_call_id: a.toolCallId, content: RZ(a, c.length, o) }), o && s.push(...c);
        break;
      }
    }
  return (i(), n);
}
var YF = d(() => {
  Ra();
  Zd();
});
function MZ(e, t) {
  const r = { name: e.name, description: e.description, parameters: e.parameters };
  return (t.supportsStrictMode && (r.strict = Jd(e.parameters)), { type: "function", function: r });
}
function XF(e, t, r, n) {
  const o = { model: e.id, messages: JF(e, t, n), stream: !0 };
  n.supportsUsageInStreaming && (o.stream_options = { include_usage: !0 });
  const s = r.maxTokens ?? e.maxTokens;
  s > 0 && (o[n.maxTokensField] = s),
    r.temperature !== void 0 && (o.temperature = r.temperature),
    t.tools !== void 0 && t.tools.length > 0 && (o.tools = t.tools.map((a) => MZ(a, n)));
  const i = hs(e, r);
  return (
    i !== void 0 && n.supportsReasoningEffort && (o.reasoning_effort = Yd(i)),
    r.sessionId !== void 0 && n.supportsPromptCacheKey && (o.prompt_cache_key = r.sessionId),
    o
  );
}
var ZF = d(() => {
  t$();
  Na();
  YF();
});
function Qd() {
  return ((r$ = (r$ + 1) % 1e6), `call_${Date.now().toString(36)}${r$.toString(36)}`);
}
var r$,
  n$ = d(() => {
    r$ = 0;
  });
function La(e) {
  return typeof e == "number" && Number.isFinite(e) ? e : 0;
}
function QF(e, t) {
  const r = Ko(),
    n = La(e.prompt_tokens),
    o = Math.min(n, La(e.prompt_tokens_details?.cached_tokens) || La(e.prompt_cache_hit_tokens)),
    s = La(e.completion_tokens),
    i = La(e.completion_tokens_details?.reasoning_tokens),
    a = i > 0 && La(e.total_tokens) === n + s + i;
  return (
    (r.input = n - o),
    (r.cacheRead = o),
    (r.output = s + (a ? i : 0)),
    e.completion_tokens_details?.reasoning_tokens != null && (r.reasoning = i),
    (r.totalTokens = r.input + r.output + r.cacheRead + r.cacheWrite),
    Ur(t, r),
    r
  );
}
var eL = d(() => {
  xo();
});
var eh,
  tL = d(() => {
    Gt();
    Ma();
    n$();
    eL();
    eh = class {
      model;
      builder;
      preferredReasoningField;
      textIndex;
      thinkingIndex;
      slots = new Map();
      lastSlotKey;
      finishReason;
      usageWire;
      constructor(t, r, n) {
        (this.model = t), (this.builder = r), (this.preferredReasoningField = n);
      }
      handle(t) {
        const r = t.usage ?? t.x_groq?.usage;
        r && (this.usageWire = r);
        const n = Array.isArray(t.choices) ? t.choices[0] : void 0;
        if (!n) return;
        const o = n.delta;
        if (o) {
          const s = this.reasoningOf(o);
          if (
            (s && this.thinking(s.text, s.field),
            typeof o.content == "string" && o.content !== "" && this.text(o.content),
            typeof o.refusal == "string" && o.refusal !== "" && this.text(o.refusal),
            Array.isArray(o.tool_calls))
          )
            for (const i of o.tool_calls) this.toolCall(i);
        }
        typeof n.finish_reason == "string" && (this.finishReason = n.finish_reason);
      }
      finish() {
        for (const n of this.slots.values()) {
          if (n.id !== "") continue;
          const o = this.builder.block(n.contentIndex);
          o?.type === "toolCall" && (o.id = n.id = Qd());
        }
        this.usageWire && (this.builder.message.usage = QF(this.usageWire, this.model));
        const t = this.finishReason;
        if (t === void 0) throw io(this.model.provider, "no finish_reason");
        const r = this.slots.size > 0 || this.builder.message.content.some((n) => n.type === "toolCall");
        switch (t) {
          case "length":
            this.builder.finish("length");
            return;
          case "tool_calls":
          case "function_call":
            this.builder.finish("toolUse");
            return;
          case "content_filter":
            throw new Q({
              kind: "invalid_request",
              provider: this.model.provider,
              message: `${this.model.provider} stopped the response: the content was filtered by its content policy (finish_reason "content_filter").`,
            });
          default:
            this.builder.finish(r ? "toolUse" : "stop");
        }
      }
      reasoningOf(t) {
        const r =
          this.preferredReasoningField === "reasoning"
            ? ["reasoning", "reasoning_content"]
            : ["reasoning_content", "reasoning"];
        for (const n of r) {
          const o = t[n];
          if (typeof o == "string" && o !== "") return { text: o, field: n };
        }
      }
      text(t) {
        this.closeThinking(),
          this.textIndex === void 0 && (this.textIndex = this.builder.startText()),
          this.builder.delta(this.textIndex, t);
      }
      thinking(t, r) {
        this.closeText(),
          this.thinkingIndex === void 0 && (this.thinkingIndex = this.builder.startThinking({ thinkingSignature: r })),
          this.builder.delta(this.thinkingIndex, t);
      }
      toolCall(t) {
        this.closeText(), this.closeThinking();
        let r = typeof t.id == "string" && t.id !== "" ? t.id : void 0,
          n = typeof t.function?.name == "string" && t.function.name !== "" ? t.function.name : void 0,
          o = typeof t.index == "number" ? t.index : this.keyWithoutIndex(r),
          s = this.slots.get(o);
        if ((s && r !== void 0 && s.id !== "" && s.id !== r && (this.builder.end(s.contentIndex), (s = void 0)), !s))
          (s = { contentIndex: this.builder.startToolCall(r ?? "", n ?? ""), id: r ?? "", name: n ?? "" }),
            this.slots.set(o, s);
        else {
          const a = this.builder.block(s.contentIndex);
          a?.type === "toolCall" &&
            (s.id === "" && r !== void 0 && (a.id = s.id = r), s.name === "" && n !== void 0 && (a.name = s.name = n));
        }
        this.lastSlotKey = o;
        const i = t.function?.arguments;
        typeof i == "string" && i !== "" && this.builder.delta(s.contentIndex, i);
      }
      keyWithoutIndex(t) {
        if (t !== void 0) {
          for (const [r, n] of this.slots) if (n.id === t) return r;
          return this.slots.size === 0 ? 0 : Math.max(...this.slots.keys()) + 1;
        }
        return this.lastSlotKey ?? 0;
      }
      closeText() {
        this.textIndex !== void 0 && (this.builder.end(this.textIndex), (this.textIndex = void 0));
      }
      closeThinking() {
        this.thinkingIndex !== void 0 && (this.builder.end(this.thinkingIndex), (this.thinkingIndex = void 0));
      }
    };
  });
var rL = {};
_t(rL, { streamOpenAICompletions: () => NZ });
var NZ,
  nL = d(() => {
    Ud();
    X0();
    om();
    sm();
    ZF();
    tL();
    NZ = (e, t, r) =>
      ds(e, t, r, Hd, async (n, o) => {
        const s = qd(e),
          i = await ls(n, (m, p, l) => XF(m, p, l, s)),
          a = await o.chat.completions.create(i, { signal: n.signal }),
          c = new eh(e, n.builder, s.reasoningField);
        for await (const m of a) n.heartbeat(), c.handle(m);
        c.finish();
      });
  });
function oL(e) {
  return { type: "input_image", image_url: Xd(e), detail: "auto" };
}
function FZ(e, t) {
  if (typeof e.content == "string")
    return e.content === "" ? void 0 : { role: "user", content: [{ type: "input_text", text: e.content }] };
  const r = [];
  for (const n of e.content)
    n.type === "text"
      ? n.text !== "" && r.push({ type: "input_text", text: n.text })
      : r.push(t ? oL(n) : { type: "input_text", text: en });
  return r.length === 0 ? void 0 : { role: "user", content: r };
}
function LZ(e) {
  if (!(e === void 0 || !e.startsWith("{")))
    try {
      const t = JSON.parse(e);
      if (typeof t == "object" && t !== null && t.type === "reasoning") return t;
    } catch {}
}
function jZ(e, t) {
  const r = e.api === t.api && e.provider === t.provider && e.model === t.id,
    n = [];
  for (const o of e.content)
    switch (o.type) {
      case "thinking": {
        const s = r ? LZ(o.thinkingSignature) : void 0;
        s && n.push(s);
        break;
      }
      case "text":
        if (o.text === "") break;
        r && o.textSignature !== void 0
          ? n.push({
              type: "message",
              role: "assistant",
              id: o.textSignature,
              status: "completed",
              content: [{ type: "output_text", text: o.text, annotations: [] }],
            })
          : n.push({ role: "assistant", content: o.text });
        break;
      case "toolCall":
        n.push({
          type: "function_call",
          call_id: o.id,
          name: o.name,
          arguments: JSON.stringify(o.arguments),
          ...(r && o.thoughtSignature !== void 0 ? { id: o.thoughtSignature } : {}),
        });
        break;
    }
  return n;
}
function sL(e, t) {
  const r = [];
  if (t.systemPrompt !== void 0 && t.systemPrompt !== "") {
    const o = e.reasoning && e.compat?.supportsDeveloperRole !== !1;
    r.push({ role: o ? "developer" : "system", content: t.systemPrompt });
  }
  const n = e.input.includes("image");
  for (const o of t.messages)
    switch (o.role) {
      case "user": {
        const s = FZ(o, n);
        s && r.push(s);
        break;
      }
      case "assistant":
        r.push(...jZ(o, e));
        break;
      case "toolResult": {
        let s = Fa(o.content),
          i = pi(o.content),
          a;
        if (i.length === 0) a = s === "" ? "(no output)" : s;
        else if (!n)
          a =
            s === ""
              ? en
              : `${s}
${en}`;
        else {
          a = s === "" ? [] : [{ type: "input_text", text: s }];
          for (const c of i) a.push(oL(c));
        }
        r.push({ type: "function_call_output", call_id: o.toolCallId, output: a });
        break;
      }
    }
  return r;
}
var iL = d(() => {
  Ra();
  Zd();
});
function DZ(e, t) {
  const r = t.compat?.supportsStrictMode !== !1 && Jd(e.parameters);
  return { type: "function", name: e.name, description: e.description, parameters: e.parameters, strict: r };
}
function aL(e, t, r) {
  const n = { model: e.id, input: sL(e, t), stream: !0, store: !1 },
    o = r.maxTokens ?? e.maxTokens;
  if (
    (o > 0 && (n.max_output_tokens = o),
    r.temperature !== void 0 && (n.temperature = r.temperature),
    t.tools !== void 0 && t.tools.length > 0 && (n.tools = t.tools.map((s) => DZ(s, e))),
    e.reasoning)
  ) {
    n.include = ["reasoning.encrypted_content"];
    const s = hs(e, r);
    s !== void 0 && e.compat?.supportsReasoningEffort !== !1 && (n.reasoning = { effort: Yd(s), summary: "auto" });
  }
  return (r.sessionId !== void 0 && (n.prompt_cache_key = r.sessionId), n);
}
var uL = d(() => {
  t$();
  Na();
  iL();
});
function o$(e) {
  return typeof e == "number" && Number.isFinite(e) ? e : 0;
}
function cL(e, t) {
  const r = Ko(),
    n = o$(e.input_tokens),
    o = Math.min(n, o$(e.input_tokens_details?.cached_tokens));
  (r.input = n - o), (r.cacheRead = o), (r.output = o$(e.output_tokens));
  const s = e.output_tokens_details?.reasoning_tokens;
  return (typeof s == "number" && (r.reasoning = s), (r.totalTokens = r.input + r.output + r.cacheRead), Ur(t, r), r);
}
var mL = d(() => {
  xo();
});
var th,
  fL = d(() => {
    Gt();
    xo();
    fi();
    Ma();
    n$();
    mL();
    th = class {
      model;
      builder;
      byOutputIndex = new Map();
      byItemId = new Map();
      sawToolCall = !1;
      completed = 0;
      lastIncomplete = !1;
      open = !1;
      constructor(t, r) {
        (this.model = t), (this.builder = r);
      }
      handle(t) {
        switch (t.type) {
          case "response.created":
            this.byOutputIndex.clear(), (this.open = !0);
            return;
          case "response.output_item.added":
            this.openItem(t.item, t.output_index);
            return;
          case "response.reasoning_summary_part.added": {
            const r = this.slot(t.output_index, t.item_id);
            r &&
              r.parts++ > 0 &&
              this.append(
                r,
                `

`,
              );
            return;
          }
          case "response.reasoning_summary_text.delta":
          case "response.reasoning_text.delta":
            this.appendTo("thinking", t.output_index, t.item_id, t.delta);
            return;
          case "response.output_text.delta":
          case "response.refusal.delta":
            this.appendTo("text", t.output_index, t.item_id, t.delta);
            return;
          case "response.function_call_arguments.delta":
            this.appendTo("toolCall", t.output_index, t.item_id, t.delta);
            return;
          case "response.function_call_arguments.done": {
            const r = this.slot(t.output_index, t.item_id);
            r && !r.received && this.append(r, t.arguments);
            return;
          }
          case "response.output_item.done":
            this.close(t.item, t.output_index);
            return;
          case "response.completed":
          case "response.incomplete":
            this.complete(t.response);
            return;
          case "response.failed": {
            const r = t.response.error;
            throw rm({ codes: [r?.code], message: r?.message ?? "The response failed." }, this.model.provider);
          }
          case "error": {
            const r = t.error;
            throw rm({ codes: [t.code, r?.code, r?.type], message: t.message ?? r?.message }, this.model.provider);
          }
          default:
            return;
        }
      }
      openItem(t, r) {
        let n;
        switch (t.type) {
          case "reasoning":
            n = { kind: "thinking", contentIndex: this.builder.startThinking(), received: !1, parts: 0 };
            break;
          case "message": {
            n = { kind: "text", contentIndex: this.builder.startText(), received: !1, parts: 0 };
            const o = this.builder.block(n.contentIndex);
            o?.type === "text" && t.id && (o.textSignature = t.id);
            break;
          }
          case "function_call": {
            const o = t.id ? { thoughtSignature: t.id } : void 0;
            (n = {
              kind: "toolCall",
              contentIndex: this.builder.startToolCall(t.call_id, t.name, o),
              received: !1,
              parts: 0,
            }),
              (this.sawToolCall = !0),
              t.arguments && this.append(n, t.arguments);
            break;
          }
          default:
            return;
        }
        this.byOutputIndex.set(r, n), t.id && this.byItemId.set(t.id, n);
      }
      close(t, r) {
        const n = this.slot(r, t.id);
        if (!n) return;
        const o = this.builder.block(n.contentIndex);
        switch (t.type) {
          case "reasoning":
            n.received ||
              this.append(
                n,
                (t.summary ?? [])
                  .map((s) => s.text)
                  .join(`

`),
              ),
              o?.type === "thinking" && (o.thinkingSignature = JSON.stringify(t));
            break;
          case "message":
            n.received ||
              this.append(n, t.content.map((s) => (s.type === "output_text" ? s.text : s.refusal)).join(""));
            break;
          case "function_call":
            n.received || this.append(n, t.arguments),
              o?.type === "toolCall" && (o.id === "" && (o.id = t.call_id || Qd()), o.name === "" && (o.name = t.name));
            break;
          default:
            break;
        }
        this.builder.end(n.contentIndex);
      }
      finish() {
        if (this.completed === 0) throw io(this.model.provider);
        if (this.open)
          throw new Q({
            kind: "network",
            provider: this.model.provider,
            message: `The ${this.model.provider} stream ended in the middle of response ${this.completed + 1} (after ${this.completed} completed response(s) in the same stream).`,
          });
        this.builder.finish(this.lastIncomplete ? "length" : this.sawToolCall ? "toolUse" : "stop");
      }
      complete(t) {
        if (
          ((this.open = !1),
          this.completed++,
          t.usage && this.addUsage(cL(t.usage, this.model)),
          (this.lastIncomplete = t.status === "incomplete"),
          this.lastIncomplete && t.incomplete_details?.reason === "content_filter")
        )
          throw new Q({
            kind: "invalid_request",
            provider: this.model.provider,
            message: `${this.model.provider} stopped the response: the content was filtered by its content policy.`,
          });
      }
      addUsage(t) {
        if (this.completed === 1) {
          this.builder.message.usage = t;
          return;
        }
        const r = this.builder.message.usage;
        (r.input += t.input),
          (r.output += t.output),
          (r.cacheRead += t.cacheRead),
          (r.cacheWrite += t.cacheWrite),
          (r.totalTokens += t.totalTokens),
          t.reasoning !== void 0 && (r.reasoning = (r.reasoning ?? 0) + t.reasoning),
          Ur(this.model, r);
      }
      slot(t, r) {
        return (t === void 0 ? void 0 : this.byOutputIndex.get(t)) ?? (r === void 0 ? void 0 : this.byItemId.get(r));
      }
      appendTo(t, r, n, o) {
        let s = this.slot(r, n);
        if (!s) {
          if (t === "toolCall") return;
          (s = {
            kind: t,
            contentIndex: t === "thinking" ? this.builder.startThinking() : this.builder.startText(),
            received: !1,
            parts: 0,
          }),
            this.byOutputIndex.set(r, s),
            n && this.byItemId.set(n, s);
        }
        s.kind === t && this.append(s, o);
      }
      append(t, r) {
        r !== "" && ((t.received = !0), this.builder.delta(t.contentIndex, r));
      }
    };
  });
var pL = {};
_t(pL, { streamOpenAIResponses: () => qZ });
var qZ,
  lL = d(() => {
    X0();
    om();
    sm();
    uL();
    fL();
    qZ = (e, t, r) =>
      ds(e, t, r, Hd, async (n, o) => {
        const s = await ls(n, aL),
          i = await o.responses.create(s, { signal: n.signal }),
          a = new th(e, n.builder);
        for await (const c of i) n.heartbeat(), a.handle(c);
        a.finish();
      });
  });
function dL(e, t, r, n) {
  const o =
      t === void 0
        ? void 0
        : {
            userAbort: t.APIUserAbortError,
            connectionTimeout: t.APIConnectionTimeoutError,
            connection: t.APIConnectionError,
          },
    s = vo(e, { provider: r, ...(n === void 0 ? {} : { url: n }), ...(o ? { classes: o } : {}) });
  return s.kind === "invalid_request" && KZ(e, t)
    ? new Q(
        {
          kind: "context_overflow",
          provider: r,
          message: s.message,
          ...(s.status !== void 0 ? { status: s.status } : {}),
        },
        { cause: e },
      )
    : s;
}
function KZ(e, t) {
  if (t === void 0 || !(e instanceof t.APIError)) return !1;
  const r = e;
  return (
    r.status === 400 &&
    r.type === "invalid_request_error" &&
    typeof r.apiMessage == "string" &&
    r.apiMessage.startsWith(UZ)
  );
}
var UZ,
  hL = d(() => {
    Gt();
    fi();
    UZ = "prompt is too long";
  });
async function gL(e, t) {
  const r = Pa(e, t),
    n = await Ca("@anthropic-ai/sdk", "the anthropic-messages adapter");
  return {
    client: new n.default({
      apiKey: r,
      baseURL: e.baseUrl,
      maxRetries: 0,
      defaultHeaders: Oa(e.headers, t.headers),
      ...Aa(ps(t)),
    }),
    mapError: (s) => dL(s, n, e.provider, e.baseUrl),
  };
}
var yL = d(() => {
  tm();
  Kd();
  Gd();
  nm();
  hL();
});
function tn(e) {
  return typeof e == "object" && e !== null && !Array.isArray(e);
}
function rh(e) {
  const t = new Map();
  return (
    s$(e, t, new Set()),
    (r) =>
      r === "#" || r === ""
        ? e
        : r.startsWith("#/")
          ? GZ(e, r.slice(2))
          : (t.get(r) ?? (r.startsWith("#") ? t.get(r.slice(1)) : void 0))
  );
}
function GZ(e, t) {
  let r = e;
  for (const n of t.split("/")) {
    const o = BZ(n);
    if (Array.isArray(r)) r = r[Number(o)];
    else if (tn(r) && Object.hasOwn(r, o)) r = r[o];
    else return;
  }
  return tn(r) ? r : void 0;
}
function BZ(e) {
  let t = e;
  try {
    t = decodeURIComponent(e);
  } catch {}
  return t.replaceAll("~1", "/").replaceAll("~0", "~");
}
function s$(e, t, r) {
  if (typeof e != "object" || e === null || r.has(e)) return;
  if ((r.add(e), Array.isArray(e))) {
    for (const o of e) s$(o, t, r);
    return;
  }
  const n = e;
  typeof n.$id == "string" && !t.has(n.$id) && t.set(n.$id, n),
    typeof n.$anchor == "string" && !t.has(n.$anchor) && t.set(n.$anchor, n);
  for (const o of Object.values(n)) s$(o, t, r);
}
function li(e, ...t) {
  return e + t.map((r) => `/${String(r).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}
var nh = d(() => {});
function xL(e, t) {
  let r = e,
    n = rh(e),
    o = new Set();
  for (; typeof r.$ref == "string"; ) {
    const a = n(r.$ref);
    if (a === void 0 || o.has(a) || a === r)
      throw new so("anthropic", t, "$ref", "", `points to "${r.$ref}", which does not resolve to an object schema`);
    o.add(a);
    const { $ref: c, ...m } = r;
    r = { ...a, ...m };
  }
  const { $schema: s, ...i } = r;
  if (
    (i.type === void 0 && (tn(i.properties) || Object.keys(i).length === 0) && (i.type = "object"), i.type !== "object")
  ) {
    const a = i.type !== void 0 ? "type" : (["anyOf", "oneOf", "allOf", "enum", "const"].find((m) => m in i) ?? "type"),
      c = i.type !== void 0 ? `of type ${JSON.stringify(i.type)}` : 'a schema without "type": "object"';
    throw new so("anthropic", t, a, "", `makes the parameters ${c}; Anthropic requires an object schema at the root`);
  }
  return i;
}
var IL = d(() => {
  Wd();
  nh();
});
function $L(e, t) {
  let r = [],
    n;
  for (const o of t)
    switch ((o.role !== "toolResult" && (n = void 0), o.role)) {
      case "user": {
        const s = HZ(e, o);
        s.length > 0 && r.push({ role: "user", content: s });
        break;
      }
      case "assistant": {
        const s = VZ(e, o);
        s.length > 0 && r.push({ role: "assistant", content: s });
        break;
      }
      case "toolResult": {
        const s = JZ(e, o);
        n ? n.push(s) : ((n = [s]), r.push({ role: "user", content: n }));
        break;
      }
    }
  return r;
}
function HZ(e, t) {
  return typeof t.content == "string" ? i$(t.content) : t.content.flatMap((r) => bL(e, r));
}
function bL(e, t) {
  return t.type === "text"
    ? i$(t.text)
    : e.input.includes("image")
      ? [
          {
            type: "image",
            source: { type: "base64", media_type: zZ.includes(t.mimeType) ? t.mimeType : "image/png", data: t.data },
          },
        ]
      : [{ type: "text", text: en }];
}
function i$(e) {
  return e.trim() === "" ? [] : [{ type: "text", text: e }];
}
function WZ(e, t) {
  return t.api === e.api && t.provider === e.provider;
}
function VZ(e, t) {
  const r = [];
  for (const n of t.content)
    switch (n.type) {
      case "text":
        r.push(...i$(n.text));
        break;
      case "thinking": {
        const o = n.thinkingSignature;
        if (!WZ(e, t) || o === void 0 || o === "") break;
        n.redacted
          ? r.push({ type: "redacted_thinking", data: o })
          : r.push({ type: "thinking", thinking: n.thinking, signature: o });
        break;
      }
      case "toolCall":
        r.push({ type: "tool_use", id: n.id, name: n.name, input: n.arguments });
        break;
    }
  return r;
}
function JZ(e, t) {
  const r = t.content.flatMap((o) => bL(e, o)),
    n = { type: "tool_result", tool_use_id: t.toolCallId };
  return (r.length > 0 && (n.content = r), t.isError && (n.is_error = !0), n);
}
var zZ,
  EL = d(() => {
    Ra();
    zZ = ["image/jpeg", "image/png", "image/gif", "image/webp"];
  });
function QZ(e) {
  const t = (e.match(/\d+/g) ?? []).filter((o) => o.length < 8).map(Number),
    [r, n] = t;
  return r === void 0 ? void 0 : { major: r, minor: n ?? 0 };
}
function eQ(e) {
  const t = QZ(e.id);
  return t === void 0 ? !1 : t.major > 4 || (t.major === 4 && t.minor >= 6);
}
function wL(e, t, r) {
  if (eQ(e))
    return { thinking: { type: "adaptive", display: "summarized" }, output_config: { effort: XZ[t] }, max_tokens: r };
  const n = WF(t, r, YZ);
  return { thinking: { type: "enabled", budget_tokens: n }, max_tokens: r > n ? r : n + ZZ };
}
var YZ,
  XZ,
  ZZ,
  SL = d(() => {
    Na();
    (YZ = { minimal: 1024, low: 2048, medium: 8192, high: 16384, xhigh: 32e3 }),
      (XZ = { minimal: "low", low: "low", medium: "medium", high: "high", xhigh: "xhigh" }),
      (ZZ = 1024);
  });
function TL(e, t, r = {}) {
  const n = r.maxTokens ?? e.maxTokens,
    o = { model: e.id, max_tokens: n, messages: $L(e, t.messages), stream: !0 };
  t.systemPrompt !== void 0 &&
    t.systemPrompt.trim() !== "" &&
    (o.system = [{ type: "text", text: t.systemPrompt, cache_control: { type: "ephemeral" } }]),
    rQ(o.messages),
    t.tools !== void 0 && t.tools.length > 0 && (o.tools = t.tools.map(tQ));
  const s = hs(e, r);
  return (s !== void 0 && Object.assign(o, wL(e, s, n)), o);
}
function tQ(e) {
  return { name: e.name, description: e.description, input_schema: xL(e.parameters, e.name) };
}
function rQ(e) {
  const t = e.at(-1);
  if (t === void 0 || t.role !== "user" || typeof t.content == "string") return;
  const r = t.content.at(-1);
  if (r !== void 0)
    switch (r.type) {
      case "text":
      case "image":
      case "tool_result":
        r.cache_control = { type: "ephemeral" };
        return;
      default:
        return;
    }
}
var kL = d(() => {
  IL();
  Na();
  EL();
  SL();
});
function nQ(e) {
  return typeof e == "object" && e !== null && Object.keys(e).length > 0;
}
var oh,
  _L = d(() => {
    Gt();
    xo();
    fi();
    Ma();
    oh = class {
      model;
      builder;
      blocks = new Map();
      toolCalls = new Map();
      stopReason = null;
      refusalExplanation;
      started = !1;
      stopped = !1;
      constructor(t, r) {
        (this.model = t), (this.builder = r);
      }
      handle(t) {
        if (!this.stopped)
          switch (t.type) {
            case "message_start":
              this.onMessageStart(t);
              return;
            case "content_block_start":
              typeof t.index == "number" && t.content_block && this.onBlockStart(t.index, t.content_block);
              return;
            case "content_block_delta":
              typeof t.index == "number" && t.delta && this.onBlockDelta(t.index, t.delta);
              return;
            case "content_block_stop":
              typeof t.index == "number" && this.onBlockStop(t.index);
              return;
            case "message_delta":
              t.delta?.stop_reason !== void 0 && (this.stopReason = t.delta.stop_reason),
                t.delta?.stop_details?.explanation && (this.refusalExplanation = t.delta.stop_details.explanation),
                t.usage && this.applyUsage(t.usage);
              return;
            case "message_stop":
              this.stopped = !0;
              return;
            case "error":
              throw rm(
                { codes: [t.error?.type], message: t.error?.message ?? "Anthropic sent an error event." },
                this.model.provider,
              );
            default:
              return;
          }
      }
      onMessageStart(t) {
        this.started &&
          this.builder.hasContent &&
          (this.builder.reset(),
          this.blocks.clear(),
          this.toolCalls.clear(),
          (this.stopReason = null),
          (this.refusalExplanation = void 0)),
          (this.started = !0),
          this.builder.start();
        const r = t.message?.usage;
        r && this.applyUsage(r);
      }
      onBlockStart(t, r) {
        const n = this.builder;
        switch (r.type) {
          case "text": {
            const o = n.startText();
            this.blocks.set(t, o), r.text && n.delta(o, r.text);
            return;
          }
          case "thinking": {
            const o = n.startThinking(r.signature ? { thinkingSignature: r.signature } : void 0);
            this.blocks.set(t, o), r.thinking && n.delta(o, r.thinking);
            return;
          }
          case "redacted_thinking": {
            const o = n.startThinking({ redacted: !0, ...(r.data ? { thinkingSignature: r.data } : {}) });
            this.blocks.set(t, o);
            return;
          }
          case "tool_use": {
            const o = n.startToolCall(r.id ?? `toolu_missing_${t}`, r.name ?? "");
            this.blocks.set(t, o), this.toolCalls.set(t, { index: o, initialInput: r.input, sawDelta: !1 });
            return;
          }
          default:
            return;
        }
      }
      onBlockDelta(t, r) {
        const n = this.blocks.get(t);
        if (n !== void 0)
          switch (r.type) {
            case "text_delta":
              r.text && this.builder.delta(n, r.text);
              return;
            case "thinking_delta":
              r.thinking && this.builder.delta(n, r.thinking);
              return;
            case "signature_delta": {
              const o = this.builder.block(n);
              o?.type === "thinking" &&
                r.signature &&
                (o.thinkingSignature = (o.thinkingSignature ?? "") + r.signature);
              return;
            }
            case "input_json_delta": {
              const o = this.toolCalls.get(t);
              o && (o.sawDelta = !0), r.partial_json && this.builder.delta(n, r.partial_json);
              return;
            }
            default:
              return;
          }
      }
      onBlockStop(t) {
        const r = this.blocks.get(t);
        if (r === void 0) return;
        const n = this.toolCalls.get(t);
        n && !n.sawDelta && nQ(n.initialInput) && this.builder.delta(r, JSON.stringify(n.initialInput)),
          this.builder.end(r),
          this.blocks.delete(t),
          this.toolCalls.delete(t);
      }
      applyUsage(t) {
        const r = this.builder.message.usage;
        typeof t.input_tokens == "number" && (r.input = t.input_tokens),
          typeof t.output_tokens == "number" && (r.output = t.output_tokens),
          typeof t.cache_read_input_tokens == "number" && (r.cacheRead = t.cache_read_input_tokens),
          typeof t.cache_creation_input_tokens == "number" && (r.cacheWrite = t.cache_creation_input_tokens),
          (r.totalTokens = r.input + r.output + r.cacheRead + r.cacheWrite),
          Ur(this.model, r);
      }
      finish() {
        if (!this.stopped) throw io(this.model.provider);
        const t = this.finishReason();
        if (t === void 0) {
          const r = this.refusalExplanation ? `: ${this.refusalExplanation}` : ".";
          throw new Q({
            kind: "invalid_request",
            provider: this.model.provider,
            message: `The model refused to respond${r}`,
          });
        }
        this.builder.finish(t);
      }
      finishReason() {
        const t = this.builder.message.content.some((r) => r.type === "toolCall");
        switch (this.stopReason) {
          case "max_tokens":
          case "model_context_window_exceeded":
            return "length";
          case "tool_use":
            return "toolUse";
          case "refusal":
            return this.builder.message.content.some((n) => n.type === "text" && n.text.trim() !== "")
              ? "stop"
              : void 0;
          default:
            return t ? "toolUse" : "stop";
        }
      }
    };
  });
var vL = {};
_t(vL, { streamAnthropic: () => oQ });
var oQ,
  PL = d(() => {
    om();
    sm();
    yL();
    kL();
    _L();
    oQ = (e, t, r) =>
      ds(e, t, r, gL, async (n, o) => {
        const s = await ls(n, TL),
          i = await o.messages.create(s, { signal: n.signal }),
          a = new oh(e, n.builder);
        for await (const c of i) n.heartbeat(), a.handle(c);
        a.finish();
      });
  });
function OL(e, t, r, n) {
  const o = iQ(e),
    s = vo(e, { provider: t, ...(n === void 0 ? {} : { url: n }), extract: () => aQ(e, o, r) }),
    i = o?.details?.map((c) => c.reason).filter((c) => typeof c == "string") ?? [],
    a = { provider: t, message: s.message, ...(s.status !== void 0 ? { status: s.status } : {}) };
  return i.includes("API_KEY_INVALID")
    ? new Q({ ...a, kind: "auth" }, { cause: e })
    : s.kind === "invalid_request" && o?.message?.includes(sQ)
      ? new Q({ ...a, kind: "context_overflow" }, { cause: e })
      : s;
}
function CL(e) {
  return e instanceof Error && e.name === "ApiError";
}
function iQ(e) {
  if (!CL(e)) return;
  const t = e.message.indexOf("{");
  if (!(t < 0))
    try {
      const r = JSON.parse(e.message.slice(t)),
        n = typeof r == "object" && r !== null ? r.error : void 0;
      return typeof n == "object" && n !== null ? n : void 0;
    } catch {
      return;
    }
}
function aQ(e, t, r) {
  if (!CL(e)) return {};
  const n = {};
  typeof e.status == "number" ? (n.status = e.status) : typeof t?.code == "number" && (n.status = t.code),
    t?.status && (n.codes = [t.status]),
    t?.message && (n.message = t.message);
  const o = uQ(t, r);
  return (o !== void 0 && (n.headers = o), n);
}
function uQ(e, t) {
  if (t !== void 0 && If(t) !== void 0) return t;
  const r = e?.details?.find((s) => typeof s.retryDelay == "string")?.retryDelay,
    n = r === void 0 ? null : /^(\d+(?:\.\d+)?)s$/.exec(r);
  if (n === null) return;
  const o = String(Math.round(Number(n[1]) * 1e3));
  return { get: (s) => (s.toLowerCase() === "retry-after-ms" ? o : null) };
}
var sQ,
  AL = d(() => {
    Gt();
    fi();
    sQ = "exceeds the maximum number of tokens";
  });
async function RL(e, t) {
  let r = Pa(e, t),
    n = await Ca("@google/genai", "the google-generative-ai adapter"),
    o;
  return {
    client: new n.GoogleGenAI({
      apiKey: r,
      httpOptions: {
        baseUrl: e.baseUrl,
        headers: Oa(e.headers, t.headers),
        ...Aa(ps(t)),
        fetch: async (i, a) => {
          const c = await fetch(i, a);
          return ((o = c.headers), c);
        },
      },
    }),
    mapError: (i) => OL(i, e.provider, o, e.baseUrl),
  };
}
var ML = d(() => {
  tm();
  Kd();
  Gd();
  nm();
  AL();
});
function FL(e, t, r) {
  let n = [],
    o = [],
    s = !1,
    i = !1;
  for (const c of e)
    if (c === null) i = !0;
    else if (typeof c == "string") NL(n, c);
    else if (typeof c == "number" && Number.isFinite(c)) NL(o, c);
    else if (typeof c == "boolean") s = !0;
    else
      return {
        keyword: r,
        reason: `lists ${Array.isArray(c) ? "an array" : `a ${typeof c}`} value (${JSON.stringify(c)}), which a Gemini enum cannot express`,
      };
  const a = [];
  if ((n.length > 0 && a.push({ type: "string", enum: n }), o.length > 0)) {
    const c = t === "integer" && o.every(Number.isInteger);
    a.push({ type: c ? "integer" : "number", format: "enum", enum: o.map(String) });
  }
  return (
    s && a.push({ type: "boolean" }),
    a.length === 0
      ? { schema: {}, nullable: !0 }
      : a.length === 1
        ? { schema: a[0], nullable: i }
        : { schema: { anyOf: a }, nullable: i }
  );
}
function a$(e) {
  return Object.hasOwn(e, "const") || Array.isArray(e.enum);
}
function u$(e) {
  return Object.hasOwn(e, "const") ? [e.const] : Array.isArray(e.enum) ? [...e.enum] : [];
}
function NL(e, t) {
  e.includes(t) || e.push(t);
}
var LL = d(() => {});
function jL(e, t) {
  const { allOf: r, ...n } = e;
  for (const o of t)
    for (const [s, i] of Object.entries(o)) {
      if (s === "$id" || s === "$schema" || s === "$defs" || s === "definitions") continue;
      const a = n[s];
      if (a === void 0) n[s] = s === "required" && Array.isArray(i) ? [...i] : i;
      else if (s === "type") {
        if (JSON.stringify(a) !== JSON.stringify(i))
          return `combines schemas of different types (${JSON.stringify(a)} and ${JSON.stringify(i)})`;
      } else
        s === "required" && Array.isArray(a) && Array.isArray(i)
          ? (n.required = [...new Set([...a, ...i])])
          : s === "properties" && tn(a) && tn(i) && (n.properties = cQ(a, i));
    }
  return (n.type === void 0 && tn(n.properties) && (n.type = "object"), n);
}
function cQ(e, t) {
  const r = {},
    n = (o, s) => {
      Object.defineProperty(r, o, { value: s, enumerable: !0, writable: !0, configurable: !0 });
    };
  for (const [o, s] of Object.entries(e)) n(o, s);
  for (const [o, s] of Object.entries(t)) {
    const i = Object.hasOwn(r, o) ? r[o] : void 0;
    i === void 0 || JSON.stringify(i) === JSON.stringify(s) ? n(o, s) : n(o, { allOf: [i, s] });
  }
  return r;
}
var DL = d(() => {
  nh();
});
function qL(e, t) {
  const r = { toolName: t, resolve: rh(e) },
    n = gs(r, e, "", [e]);
  if ((delete n.nullable, !(n.type === void 0 && n.anyOf === void 0 && Object.keys(n).length === 0))) {
    if (n.type !== "object") {
      const o = n.type === void 0 && n.anyOf !== void 0 ? "anyOf" : "type",
        s = n.type === void 0 ? "a union" : `of type ${JSON.stringify(n.type)}`;
      throw new so("google", t, o, "", `makes the parameters ${s}; they must be an object`);
    }
    return n.properties === void 0 ? void 0 : n;
  }
}
function am(e, t, r, n) {
  throw new so("google", e.toolName, t, r, n);
}
function c$(e, t, r, n) {
  if (t === !0) return { schema: {}, stack: n };
  if (!tn(t)) return am(e, "false", r, "is a schema that allows no value");
  let o = t,
    s = n;
  for (; typeof o.$ref == "string"; ) {
    const i = o.$ref,
      a = e.resolve(i);
    a === void 0 &&
      am(e, "$ref", r, `points to "${i}", which is not defined in the schema (remote references are not supported)`),
      s.includes(a) &&
        am(e, "$ref", r, `points to "${i}", which contains itself; Gemini cannot express recursive schemas`);
    const { $ref: c, ...m } = o;
    (o = { ...a, ...m }), (s = [...s, a]);
  }
  return { schema: o, stack: s };
}
function gs(e, t, r, n) {
  let { schema: o, stack: s } = c$(e, t, r, n),
    i = o;
  if (Array.isArray(i.allOf)) {
    const c = i.allOf.map((p, l) => c$(e, p, li(r, "allOf", l), s).schema),
      m = jL(i, c);
    if (typeof m == "string") return am(e, "allOf", r, m);
    i = m;
  }
  const a = Array.isArray(i.anyOf) ? i.anyOf : Array.isArray(i.oneOf) ? i.oneOf : void 0;
  return a !== void 0
    ? lQ(e, i, a, r, s)
    : Array.isArray(i.type)
      ? dQ(e, i, i.type, r, s)
      : Object.hasOwn(i, "const")
        ? m$(e, i, [i.const], "const", r)
        : Array.isArray(i.enum)
          ? m$(e, i, i.enum, "enum", r)
          : um(e, i, r, s);
}
function lQ(e, t, r, n, o) {
  let s = Array.isArray(t.anyOf) ? "anyOf" : "oneOf",
    { anyOf: i, oneOf: a, ...c } = t,
    m = r.map((x, $) => c$(e, x, li(n, s, $), o)),
    p = (x) => x.type === "null" || (a$(x) && u$(x).every(($) => $ === null)),
    l = m.some((x) => p(x.schema)),
    g = m.filter((x) => !p(x.schema)),
    y;
  if (g.length === 0) y = um(e, { ...c, type: "null" }, n, o);
  else if (g.every((x) => a$(x.schema))) {
    const x = g.flatMap((E) => u$(E.schema)),
      $ = g.every((E) => E.schema.type === "integer") ? "integer" : c.type;
    y = m$(e, { ...c, type: $ }, x, "const", n);
  } else if (g.length === 1) {
    const x = g[0];
    y = gs(e, { ...x.schema, ...c }, n, x.stack);
  } else
    (y = um(e, c, n, o)), delete y.type, (y.anyOf = g.map((x) => gs(e, x.schema, li(n, s, m.indexOf(x)), x.stack)));
  return (l && (y.nullable = !0), y);
}
function dQ(e, t, r, n, o) {
  let s = r.filter((c) => typeof c == "string" && c !== "null"),
    i = r.includes("null"),
    a;
  if (s.length <= 1) a = gs(e, { ...t, type: s[0] ?? "null" }, n, o);
  else {
    const { type: c, description: m, title: p, ...l } = t;
    (a = um(e, { description: m, title: p }, n, o)), (a.anyOf = s.map((g) => gs(e, { ...l, type: g }, n, o)));
  }
  return (i && (a.nullable = !0), a);
}
function m$(e, t, r, n, o) {
  const s = FL(r, t.type, n);
  if ("reason" in s) return am(e, s.keyword, o, s.reason);
  const { const: i, enum: a, type: c, format: m, ...p } = t,
    l = um(e, p, o, []);
  return (Object.assign(l, s.schema), s.nullable && (l.nullable = !0), l);
}
function um(e, t, r, n) {
  const o = {},
    s = typeof t.type == "string" && fQ.has(t.type) ? t.type : hQ(t);
  s === "null" ? (o.nullable = !0) : s !== void 0 && (o.type = s);
  for (const [i, a] of Object.entries(mQ)) {
    const c = t[i];
    c !== void 0 && (a === "any" || typeof c === a) && (o[i] = c);
  }
  return (
    typeof t.format == "string" && s !== void 0 && pQ[s]?.includes(t.format) && (o.format = t.format),
    tn(t.properties) && gQ(e, t, t.properties, o, r, n),
    Array.isArray(t.items) || Array.isArray(t.prefixItems)
      ? yQ(e, t, o, r, n)
      : t.items !== void 0 && t.items !== !1 && (o.items = gs(e, t.items, li(r, "items"), n)),
    o
  );
}
function hQ(e) {
  if (tn(e.properties)) return "object";
  if (e.items !== void 0 || e.prefixItems !== void 0) return "array";
}
function gQ(e, t, r, n, o, s) {
  const i = {};
  for (const [c, m] of Object.entries(r))
    Object.defineProperty(i, c, {
      value: gs(e, m, li(o, "properties", c), s),
      enumerable: !0,
      writable: !0,
      configurable: !0,
    });
  const a = Object.keys(i);
  if (a.length !== 0) {
    if (((n.properties = i), Array.isArray(t.required))) {
      const c = t.required.filter((m) => typeof m == "string" && a.includes(m));
      c.length > 0 && (n.required = [...new Set(c)]);
    }
    if (Array.isArray(t.propertyOrdering)) {
      const c = t.propertyOrdering.filter((m) => typeof m == "string" && a.includes(m));
      c.length > 0 && (n.propertyOrdering = c);
    }
  }
}
function yQ(e, t, r, n, o) {
  const s = Array.isArray(t.prefixItems) ? "prefixItems" : "items",
    i = Array.isArray(t.prefixItems) ? t.prefixItems : t.items,
    a = i.map((p, l) => gs(e, p, li(n, s, l), o)),
    c = [...new Map(a.map((p) => [JSON.stringify(p), p])).values()];
  c.length === 1 ? (r.items = c[0]) : c.length > 1 && (r.items = { anyOf: c }),
    r.minItems === void 0 && (r.minItems = i.length),
    (s === "items" ? t.additionalItems === !1 : t.items === !1) && r.maxItems === void 0 && (r.maxItems = i.length);
}
var mQ,
  fQ,
  pQ,
  UL = d(() => {
    LL();
    DL();
    Wd();
    nh();
    (mQ = {
      description: "string",
      title: "string",
      nullable: "boolean",
      minimum: "number",
      maximum: "number",
      minLength: "number",
      maxLength: "number",
      pattern: "string",
      minItems: "number",
      maxItems: "number",
      minProperties: "number",
      maxProperties: "number",
      default: "any",
      example: "any",
    }),
      (fQ = new Set(["string", "number", "integer", "boolean", "array", "object", "null"])),
      (pQ = {
        string: ["enum", "date-time"],
        number: ["float", "double", "enum"],
        integer: ["int32", "int64", "enum"],
      });
  });
function GL() {
  return (
    (f$ = (f$ + 1) % Number.MAX_SAFE_INTEGER), `${KL}${f$.toString(36)}_${Math.random().toString(36).slice(2, 10)}`
  );
}
function p$(e) {
  return e.startsWith(KL);
}
var KL,
  f$,
  l$ = d(() => {
    (KL = "gemini_call_"), (f$ = 0);
  });
function zL(e, t) {
  let r = [],
    n,
    o,
    s = () => {
      o !== void 0 && o.length > 0 && r.push({ role: "user", parts: o }), (o = void 0);
    };
  for (const i of t)
    switch ((i.role !== "toolResult" && (s(), (n = void 0)), i.role)) {
      case "user": {
        const a = typeof i.content == "string" ? HL(i.content) : i.content.flatMap((c) => BL(e, c));
        a.length > 0 && r.push({ role: "user", parts: a });
        break;
      }
      case "assistant": {
        const a = IQ(e, i);
        a.length > 0 && r.push({ role: "model", parts: a });
        break;
      }
      case "toolResult": {
        const a = $Q(i);
        n === void 0 ? ((n = [a]), r.push({ role: "user", parts: n })) : n.push(a);
        const c = pi(i.content);
        c.length > 0 &&
          ((o ??= []),
          o.push({ text: `Images returned by the ${i.toolName} tool:` }),
          o.push(...c.flatMap((m) => BL(e, m))));
        break;
      }
    }
  return (s(), r);
}
function HL(e) {
  return e === "" ? [] : [{ text: e }];
}
function BL(e, t) {
  return t.type === "text"
    ? HL(t.text)
    : e.input.includes("image")
      ? [{ inlineData: { mimeType: t.mimeType, data: t.data } }]
      : [{ text: en }];
}
function xQ(e, t) {
  return t.api === e.api && t.provider === e.provider && t.model === e.id;
}
function IQ(e, t) {
  const r = xQ(e, t),
    n = [];
  for (const o of t.content)
    switch (o.type) {
      case "text": {
        const s = r ? o.textSignature : void 0;
        if (o.text === "" && s === void 0) break;
        n.push(s === void 0 ? { text: o.text } : { text: o.text, thoughtSignature: s });
        break;
      }
      case "thinking": {
        if (!r || o.redacted) break;
        const s = { text: o.thinking, thought: !0 };
        o.thinkingSignature !== void 0 && (s.thoughtSignature = o.thinkingSignature),
          (o.thinking !== "" || s.thoughtSignature !== void 0) && n.push(s);
        break;
      }
      case "toolCall": {
        const s = { functionCall: { name: o.name, args: o.arguments, ...(p$(o.id) ? {} : { id: o.id }) } };
        r && o.thoughtSignature !== void 0 && (s.thoughtSignature = o.thoughtSignature), n.push(s);
        break;
      }
    }
  return n;
}
function $Q(e) {
  const t = Fa(e.content),
    r = pi(e.content).length > 0,
    n = t === "" && r ? "(see the images below)" : t;
  return {
    functionResponse: {
      name: e.toolName,
      response: e.isError ? { error: n } : { output: n },
      ...(p$(e.toolCallId) ? {} : { id: e.toolCallId }),
    },
  };
}
var WL = d(() => {
  Ra();
  Zd();
  l$();
});
function VL(e, t, r = {}) {
  const n = { maxOutputTokens: r.maxTokens ?? e.maxTokens, automaticContinuation: !1 };
  t.systemPrompt !== void 0 && t.systemPrompt.trim() !== "" && (n.systemInstruction = t.systemPrompt),
    r.temperature !== void 0 && (n.temperature = r.temperature),
    t.tools !== void 0 && t.tools.length > 0 && (n.tools = [{ functionDeclarations: t.tools.map(EQ) }]);
  const o = hs(e, r);
  return (o !== void 0 && (n.thinkingConfig = wQ(e, o)), { model: e.id, contents: zL(e, t.messages), config: n });
}
function EQ(e) {
  const t = { name: e.name, description: e.description },
    r = qL(e.parameters, e.name);
  return (r !== void 0 && (t.parameters = r), t);
}
function wQ(e, t) {
  if (SQ(e)) return { thinkingBudget: bQ[t], includeThoughts: !0 };
  const r = /-pro\b/i.test(e.id);
  return { thinkingLevel: TQ(t, r), includeThoughts: !0 };
}
function SQ(e) {
  return /gemini-[12](?:[.-]|$)/i.test(e.id);
}
function TQ(e, t) {
  switch (e) {
    case "minimal":
      return t ? "LOW" : "MINIMAL";
    case "low":
      return "LOW";
    case "medium":
      return "MEDIUM";
    case "high":
    case "xhigh":
      return "HIGH";
  }
}
var bQ,
  JL = d(() => {
    UL();
    Na();
    WL();
    bQ = { minimal: 1024, low: 2048, medium: 8192, high: 16384, xhigh: 24576 };
  });
function YL(e) {
  return e.kind === "array" ? "]" : "}";
}
function kQ(e, t) {
  return e.length === t.length && e.every((r, n) => r === t[n]);
}
function XL(e) {
  return JSON.stringify(e).slice(1, -1);
}
function _Q(e) {
  if (e.stringValue !== void 0) return "";
  if (e.numberValue !== void 0) return Number.isFinite(e.numberValue) ? String(e.numberValue) : "null";
  if (e.boolValue !== void 0) return e.boolValue ? "true" : "false";
  if (e.nullValue !== void 0) return "null";
}
function vQ(e) {
  if (!e.startsWith("$")) return;
  let t = [],
    r = 1;
  for (; r < e.length; ) {
    const n = e[r];
    if (n === ".") {
      let o = r + 1;
      for (; o < e.length && e[o] !== "." && e[o] !== "["; ) o++;
      if (o === r + 1) return;
      t.push(e.slice(r + 1, o)), (r = o);
    } else if (n === "[") {
      const o = e[r + 1];
      if (o === "'" || o === '"') {
        let s = r + 2,
          i = "";
        for (; s < e.length && e[s] !== o; ) e[s] === "\\" && s + 1 < e.length && s++, (i += e[s]), s++;
        if (e[s + 1] !== "]") return;
        t.push(i), (r = s + 2);
      } else {
        const s = e.indexOf("]", r),
          i = Number(e.slice(r + 1, s));
        if (s < 0 || !Number.isInteger(i) || i < 0) return;
        t.push(i), (r = s + 1);
      }
    } else return;
  }
  return t;
}
var sh,
  ZL = d(() => {
    sh = class {
      stack = [];
      openString;
      started = !1;
      get hasOutput() {
        return this.started;
      }
      apply(t) {
        const r = t.jsonPath === void 0 ? void 0 : vQ(t.jsonPath),
          n = _Q(t);
        if (r === void 0 || r.length === 0 || n === void 0) return "";
        if (this.openString !== void 0 && kQ(this.openString, r) && t.stringValue !== void 0)
          return this.continueString(t);
        let o = this.closeString();
        return (
          this.started ||
            ((this.started = !0), this.stack.push({ depth: 0, kind: "object", key: void 0, members: 0 }), (o += "{")),
          (o += this.alignTo(r)),
          (o += this.memberPrefix(r[r.length - 1])),
          t.stringValue !== void 0
            ? ((o += `"${XL(t.stringValue)}`), t.willContinue ? (this.openString = r) : (o += '"'))
            : (o += n),
          o
        );
      }
      finish() {
        let t = this.closeString();
        for (; this.stack.length > 0; ) t += YL(this.stack.pop());
        return t;
      }
      continueString(t) {
        let r = XL(t.stringValue ?? "");
        return (t.willContinue || ((r += '"'), (this.openString = void 0)), r);
      }
      closeString() {
        return this.openString === void 0 ? "" : ((this.openString = void 0), '"');
      }
      alignTo(t) {
        let r = "",
          n = t.length - 1;
        for (; this.stack.length > 1 && !(this.stack[this.stack.length - 1].depth <= n && this.containerMatches(t)); )
          r += YL(this.stack.pop());
        for (let o = this.stack.length - 1; o < n; o++) {
          const s = t[o];
          r += this.memberPrefix(s);
          const i = typeof t[o + 1] == "number" ? "array" : "object";
          this.stack.push({ depth: o + 1, kind: i, key: s, members: 0 }), (r += i === "array" ? "[" : "{");
        }
        return r;
      }
      containerMatches(t) {
        for (let r = 1; r < this.stack.length; r++) {
          const n = this.stack[r];
          if (t[n.depth - 1] !== n.key) return !1;
        }
        return !0;
      }
      memberPrefix(t) {
        const r = this.stack[this.stack.length - 1],
          n = r.members > 0 ? "," : "";
        return (r.members++, r.kind === "object" ? `${n}${JSON.stringify(String(t))}:` : n);
      }
    };
  });
var QL,
  ih,
  ej = d(() => {
    Gt();
    xo();
    Ma();
    ZL();
    l$();
    (QL = new Set(["MALFORMED_FUNCTION_CALL", "UNEXPECTED_TOOL_CALL", "OTHER"])),
      (ih = class {
        model;
        builder;
        generateId;
        text;
        call;
        finishReason;
        finishMessage;
        constructor(t, r, n = GL) {
          (this.model = t), (this.builder = r), (this.generateId = n);
        }
        handle(t) {
          this.builder.start(), t.usageMetadata && this.applyUsage(t.usageMetadata);
          const r = t.promptFeedback?.blockReason;
          if (r !== void 0) {
            const o = t.promptFeedback?.blockReasonMessage;
            throw new Q({
              kind: "invalid_request",
              provider: this.model.provider,
              message: `Gemini blocked the prompt (${r})${o ? `: ${o}` : "."}`,
            });
          }
          const n = t.candidates?.[0];
          if (n !== void 0) {
            for (const o of n.content?.parts ?? []) this.onPart(o);
            n.finishReason !== void 0 && ((this.finishReason = n.finishReason), (this.finishMessage = n.finishMessage));
          }
        }
        finish() {
          if (this.finishReason === void 0) throw io(this.model.provider);
          const t = this.finishReason;
          switch (t) {
            case "STOP":
            case "FINISH_REASON_UNSPECIFIED": {
              this.closeCall();
              const r = this.builder.message.content.some((n) => n.type === "toolCall");
              this.builder.finish(r ? "toolUse" : "stop");
              return;
            }
            case "MAX_TOKENS":
              this.closeCall(!1), this.builder.finish("length");
              return;
            default:
              throw new Q({
                kind: QL.has(t) ? "unknown" : "invalid_request",
                retryable: QL.has(t),
                provider: this.model.provider,
                message: `Gemini stopped the response (finish reason ${t})${this.finishMessage ? `: ${this.finishMessage}` : "."}`,
              });
          }
        }
        onPart(t) {
          if (t.functionCall) {
            this.onFunctionCall(t.functionCall, t.thoughtSignature);
            return;
          }
          if (typeof t.text != "string") {
            t.thoughtSignature && this.signLastBlock(t.thoughtSignature);
            return;
          }
          const r = t.thought === !0;
          if (t.text === "" && (this.text === void 0 || this.text.thought !== r)) {
            t.thoughtSignature && this.signLastBlock(t.thoughtSignature);
            return;
          }
          if ((this.closeCall(), this.text === void 0 || this.text.thought !== r)) {
            this.closeText();
            const n = r ? this.builder.startThinking() : this.builder.startText();
            this.text = { index: n, thought: r };
          }
          this.builder.delta(this.text.index, t.text),
            t.thoughtSignature && this.sign(this.text.index, t.thoughtSignature);
        }
        onFunctionCall(t, r) {
          if (!t.name) {
            if (this.call === void 0) return;
            r && this.sign(this.call.index, r),
              t.args !== void 0 && (this.call.args = t.args),
              this.writeArgs(t),
              t.willContinue || this.closeCall();
            return;
          }
          this.closeCall(), this.closeText();
          const n = this.builder.startToolCall(t.id || this.generateId(), t.name, r ? { thoughtSignature: r } : void 0);
          (this.call = { index: n, writer: new sh(), args: t.args }),
            this.writeArgs(t),
            t.willContinue || this.closeCall();
        }
        writeArgs(t) {
          const r = this.call;
          if (r !== void 0) for (const n of t.partialArgs ?? []) this.builder.delta(r.index, r.writer.apply(n));
        }
        closeCall(t = !0) {
          const r = this.call;
          r !== void 0 &&
            ((this.call = void 0),
            r.writer.hasOutput
              ? t && this.builder.delta(r.index, r.writer.finish())
              : r.args !== void 0 && this.builder.delta(r.index, JSON.stringify(r.args)),
            this.builder.end(r.index));
        }
        closeText() {
          this.text !== void 0 && (this.builder.end(this.text.index), (this.text = void 0));
        }
        sign(t, r) {
          const n = this.builder.block(t) ?? this.builder.message.content[t];
          if (n !== void 0)
            switch (n.type) {
              case "text":
                n.textSignature = r;
                return;
              case "thinking":
                n.thinkingSignature = r;
                return;
              case "toolCall":
                n.thoughtSignature = r;
                return;
            }
        }
        signLastBlock(t) {
          const r = this.builder.message.content;
          for (let n = r.length - 1; n >= 0; n--)
            if (r[n]?.type !== "toolCall") {
              this.sign(n, t);
              return;
            }
        }
        applyUsage(t) {
          const r = this.builder.message.usage,
            n = t.cachedContentTokenCount ?? 0,
            o = t.thoughtsTokenCount ?? 0;
          (r.input = Math.max(0, (t.promptTokenCount ?? 0) - n)),
            (r.cacheRead = n),
            (r.output = (t.candidatesTokenCount ?? 0) + o),
            o > 0 && (r.reasoning = o),
            (r.totalTokens = r.input + r.output + r.cacheRead + r.cacheWrite),
            Ur(this.model, r);
        }
      });
  });
var tj = {};
_t(tj, { streamGoogle: () => PQ });
var PQ,
  rj = d(() => {
    om();
    sm();
    ML();
    JL();
    ej();
    PQ = (e, t, r) =>
      ds(e, t, r, RL, async (n, o) => {
        const s = await ls(n, VL),
          i = await o.models.generateContentStream({ ...s, config: { ...s.config, abortSignal: n.signal } }),
          a = new ih(e, n.builder);
        for await (const c of i) n.heartbeat(), a.handle(c);
        a.finish();
      });
  });
var Pj = M((uo) => {
  Object.defineProperty(uo, "__esModule", { value: !0 });
  uo.formatNames = uo.fastFormats = uo.fullFormats = void 0;
  function ao(e, t) {
    return { validate: e, compare: t };
  }
  uo.fullFormats = {
    date: ao(Tj, k$),
    time: ao(S$(!0), _$),
    "date-time": ao(Ej(!0), _j),
    "iso-time": ao(S$(), kj),
    "iso-date-time": ao(Ej(), vj),
    duration: /^P(?!$)((\d+Y)?(\d+M)?(\d+D)?(T(?=\d)(\d+H)?(\d+M)?(\d+S)?)?|(\d+W)?)$/,
    uri: BQ,
    "uri-reference":
      /^(?:[a-z][a-z0-9+\-.]*:)?(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'"()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'"()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'"()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i,
    "uri-template":
      /^(?:(?:[^\x00-\x20"'<>%\\^`{|}]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?::[1-9][0-9]{0,3}|\*)?)*\})*$/i,
    url: /^(?:https?|ftp):\/\/(?:\S+(?::\S*)?@)?(?:(?!(?:10|127)(?:\.\d{1,3}){3})(?!(?:169\.254|192\.168)(?:\.\d{1,3}){2})(?!172\.(?:1[6-9]|2\d|3[0-1])(?:\.\d{1,3}){2})(?:[1-9]\d?|1\d\d|2[01]\d|22[0-3])(?:\.(?:1?\d{1,2}|2[0-4]\d|25[0-5])){2}(?:\.(?:[1-9]\d?|1\d\d|2[0-4]\d|25[0-4]))|(?:(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)(?:\.(?:[a-z0-9\u{00a1}-\u{ffff}]+-)*[a-z0-9\u{00a1}-\u{ffff}]+)*(?:\.(?:[a-z\u{00a1}-\u{ffff}]{2,})))(?::\d{2,5})?(?:\/[^\s]*)?$/iu,
    email:
      /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i,
    hostname: /^(?=.{1,253}\.?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[-0-9a-z]{0,61}[0-9a-z])?)*\.?$/i,
    ipv4: /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
    ipv6: /^((([0-9a-f]{1,4}:){7}([0-9a-f]{1,4}|:))|(([0-9a-f]{1,4}:){6}(:[0-9a-f]{1,4}|((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){5}(((:[0-9a-f]{1,4}){1,2})|:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3})|:))|(([0-9a-f]{1,4}:){4}(((:[0-9a-f]{1,4}){1,3})|((:[0-9a-f]{1,4})?:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){3}(((:[0-9a-f]{1,4}){1,4})|((:[0-9a-f]{1,4}){0,2}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){2}(((:[0-9a-f]{1,4}){1,5})|((:[0-9a-f]{1,4}){0,3}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(([0-9a-f]{1,4}:){1}(((:[0-9a-f]{1,4}){1,6})|((:[0-9a-f]{1,4}){0,4}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:))|(:(((:[0-9a-f]{1,4}){1,7})|((:[0-9a-f]{1,4}){0,5}:((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}))|:)))$/i,
    regex: XQ,
    uuid: /^(?:urn:uuid:)?[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i,
    "json-pointer": /^(?:\/(?:[^~/]|~0|~1)*)*$/,
    "json-pointer-uri-fragment": /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i,
    "relative-json-pointer": /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/,
    byte: zQ,
    int32: { type: "number", validate: VQ },
    int64: { type: "number", validate: JQ },
    float: { type: "number", validate: Sj },
    double: { type: "number", validate: Sj },
    password: !0,
    binary: !0,
  };
  uo.fastFormats = {
    ...uo.fullFormats,
    date: ao(/^\d\d\d\d-[0-1]\d-[0-3]\d$/, k$),
    time: ao(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i, _$),
    "date-time": ao(
      /^\d\d\d\d-[0-1]\d-[0-3]\dt(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)$/i,
      _j,
    ),
    "iso-time": ao(/^(?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i, kj),
    "iso-date-time": ao(
      /^\d\d\d\d-[0-1]\d-[0-3]\d[t\s](?:[0-2]\d:[0-5]\d:[0-5]\d|23:59:60)(?:\.\d+)?(?:z|[+-]\d\d(?::?\d\d)?)?$/i,
      vj,
    ),
    uri: /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/)?[^\s]*$/i,
    "uri-reference": /^(?:(?:[a-z][a-z0-9+\-.]*:)?\/?\/)?(?:[^\\\s#][^\s#]*)?(?:#[^\\\s]*)?$/i,
    email:
      /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/i,
  };
  uo.formatNames = Object.keys(uo.fullFormats);
  function DQ(e) {
    return e % 4 === 0 && (e % 100 !== 0 || e % 400 === 0);
  }
  var qQ = /^(\d\d\d\d)-(\d\d)-(\d\d)$/,
    UQ = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  function Tj(e) {
    const t = qQ.exec(e);
    if (!t) return !1;
    const r = +t[1],
      n = +t[2],
      o = +t[3];
    return n >= 1 && n <= 12 && o >= 1 && o <= (n === 2 && DQ(r) ? 29 : UQ[n]);
  }
  function k$(e, t) {
    if (e && t) return e > t ? 1 : e < t ? -1 : 0;
  }
  var w$ = /^(\d\d):(\d\d):(\d\d(?:\.\d+)?)(z|([+-])(\d\d)(?::?(\d\d))?)?$/i;
  function S$(e) {
    return (r) => {
      const n = w$.exec(r);
      if (!n) return !1;
      const o = +n[1],
        s = +n[2],
        i = +n[3],
        a = n[4],
        c = n[5] === "-" ? -1 : 1,
        m = +(n[6] || 0),
        p = +(n[7] || 0);
      if (m > 23 || p > 59 || (e && !a)) return !1;
      if (o <= 23 && s <= 59 && i < 60) return !0;
      const l = s - p * c,
        g = o - m * c - (l < 0 ? 1 : 0);
      return (g === 23 || g === -1) && (l === 59 || l === -1) && i < 61;
    };
  }
  function _$(e, t) {
    if (!(e && t)) return;
    const r = new Date("2020-01-01T" + e).valueOf(),
      n = new Date("2020-01-01T" + t).valueOf();
    if (r && n) return r - n;
  }
  function kj(e, t) {
    if (!(e && t)) return;
    const r = w$.exec(e),
      n = w$.exec(t);
    if (r && n) return ((e = r[1] + r[2] + r[3]), (t = n[1] + n[2] + n[3]), e > t ? 1 : e < t ? -1 : 0);
  }
  var T$ = /t|\s/i;
  function Ej(e) {
    const t = S$(e);
    return (n) => {
      const o = n.split(T$);
      return o.length === 2 && Tj(o[0]) && t(o[1]);
    };
  }
  function _j(e, t) {
    if (!(e && t)) return;
    const r = new Date(e).valueOf(),
      n = new Date(t).valueOf();
    if (r && n) return r - n;
  }
  function vj(e, t) {
    if (!(e && t)) return;
    const [r, n] = e.split(T$),
      [o, s] = t.split(T$),
      i = k$(r, o);
    if (i !== void 0) return i || _$(n, s);
  }
  var KQ = /\/|:/,
    GQ =
      /^(?:[a-z][a-z0-9+\-.]*:)(?:\/?\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:){0,1}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)|[Vv][0-9a-f]+\.[a-z0-9\-._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|[01]?\d\d?)\.){3}(?:25[0-5]|2[0-4]\d|[01]?\d\d?)|(?:[a-z0-9\-._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[a-z0-9\-._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)(?:\?(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[a-z0-9\-._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
  function BQ(e) {
    return KQ.test(e) && GQ.test(e);
  }
  var wj = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/gm;
  function zQ(e) {
    return ((wj.lastIndex = 0), wj.test(e));
  }
  var HQ = -(2 ** 31),
    WQ = 2 ** 31 - 1;
  function VQ(e) {
    return Number.isInteger(e) && e <= WQ && e >= HQ;
  }
  function JQ(e) {
    return Number.isInteger(e);
  }
  function Sj() {
    return !0;
  }
  var YQ = /[^\\]\\Z/;
  function XQ(e) {
    if (YQ.test(e)) return !1;
    try {
      return (new RegExp(e), !0);
    } catch {
      return !1;
    }
  }
});
var Oj = M((Da) => {
  Object.defineProperty(Da, "__esModule", { value: !0 });
  Da.formatLimitDefinition = void 0;
  var ZQ = Bs(),
    wn = ue(),
    ys = wn.operators,
    ch = {
      formatMaximum: { okStr: "<=", ok: ys.LTE, fail: ys.GT },
      formatMinimum: { okStr: ">=", ok: ys.GTE, fail: ys.LT },
      formatExclusiveMaximum: { okStr: "<", ok: ys.LT, fail: ys.GTE },
      formatExclusiveMinimum: { okStr: ">", ok: ys.GT, fail: ys.LTE },
    },
    QQ = {
      message: ({ keyword: e, schemaCode: t }) => (0, wn.str)`should be ${ch[e].okStr} ${t}`,
      params: ({ keyword: e, schemaCode: t }) => (0, wn._)`{comparison: ${ch[e].okStr}, limit: ${t}}`,
    };
  Da.formatLimitDefinition = {
    keyword: Object.keys(ch),
    type: "string",
    schemaType: "string",
    $data: !0,
    error: QQ,
    code(e) {
      const { gen: t, data: r, schemaCode: n, keyword: o, it: s } = e,
        { opts: i, self: a } = s;
      if (!i.validateFormats) return;
      const c = new ZQ.KeywordCxt(s, a.RULES.all.format.definition, "format");
      c.$data ? m() : p();
      function m() {
        const g = t.scopeValue("formats", { ref: a.formats, code: i.code.formats }),
          y = t.const("fmt", (0, wn._)`${g}[${c.schemaCode}]`);
        e.fail$data(
          (0, wn.or)(
            (0, wn._)`typeof ${y} != "object"`,
            (0, wn._)`${y} instanceof RegExp`,
            (0, wn._)`typeof ${y}.compare != "function"`,
            l(y),
          ),
        );
      }
      function p() {
        const g = c.schema,
          y = a.formats[g];
        if (!y || y === !0) return;
        if (typeof y != "object" || y instanceof RegExp || typeof y.compare != "function")
          throw new Error(`"${o}": format "${g}" does not define "compare" function`);
        const x = t.scopeValue("formats", {
          key: g,
          ref: y,
          code: i.code.formats ? (0, wn._)`${i.code.formats}${(0, wn.getProperty)(g)}` : void 0,
        });
        e.fail$data(l(x));
      }
      function l(g) {
        return (0, wn._)`${g}.compare(${r}, ${n}) ${ch[o].fail} 0`;
      }
    },
    dependencies: ["format"],
  };
  var eee = (e) => (e.addKeyword(Da.formatLimitDefinition), e);
  Da.default = eee;
});
var Mj = M((pm, Rj) => {
  Object.defineProperty(pm, "__esModule", { value: !0 });
  var qa = Pj(),
    tee = Oj(),
    v$ = ue(),
    Cj = new v$.Name("fullFormats"),
    ree = new v$.Name("fastFormats"),
    P$ = (e, t = { keywords: !0 }) => {
      if (Array.isArray(t)) return (Aj(e, t, qa.fullFormats, Cj), e);
      const [r, n] = t.mode === "fast" ? [qa.fastFormats, ree] : [qa.fullFormats, Cj],
        o = t.formats || qa.formatNames;
      return (Aj(e, o, r, n), t.keywords && (0, tee.default)(e), e);
    };
  P$.get = (e, t = "full") => {
    const n = (t === "fast" ? qa.fastFormats : qa.fullFormats)[e];
    if (!n) throw new Error(`Unknown format "${e}"`);
    return n;
  };
  function Aj(e, t, r, n) {
    var o, s;
    ((o = (s = e.opts.code).formats) !== null && o !== void 0) ||
      (s.formats = (0, v$._)`require("ajv-formats/dist/formats").${n}`);
    for (const i of t) e.addFormat(i, r[i]);
  }
  Rj.exports = pm = P$;
  Object.defineProperty(pm, "__esModule", { value: !0 });
  pm.default = P$;
});

import { readFileSync as Yue } from "node:fs";

$u();
var yj = Oi(Bs(), 1);
$u();
Eu();
var d$ = {
  "openai-completions": {
    packageName: "openai",
    load: () =>
      Promise.resolve()
        .then(() => (nL(), rL))
        .then((e) => e.streamOpenAICompletions),
  },
  "openai-responses": {
    packageName: "openai",
    load: () =>
      Promise.resolve()
        .then(() => (lL(), pL))
        .then((e) => e.streamOpenAIResponses),
  },
  "anthropic-messages": {
    packageName: "@anthropic-ai/sdk",
    load: () =>
      Promise.resolve()
        .then(() => (PL(), vL))
        .then((e) => e.streamAnthropic),
  },
  "google-generative-ai": {
    packageName: "@google/genai",
    load: () =>
      Promise.resolve()
        .then(() => (rj(), tj))
        .then((e) => e.streamGoogle),
  },
};
function nj(e) {
  return Object.hasOwn(d$, e) ? d$[e] : void 0;
}
function oj() {
  return Object.keys(d$);
}
function sj(e, t, r) {
  const n = r instanceof Error ? r.message : String(r),
    o = typeof r == "object" && r !== null ? r.code : void 0;
  return o === "ERR_MODULE_NOT_FOUND" || o === "MODULE_NOT_FOUND"
    ? `The ${e} adapter could not be loaded: ${n} It is built on "${t.packageName}": install it next to @keel/ai (pnpm add ${t.packageName}).`
    : `The ${e} adapter could not be loaded: ${n}`;
}
$u();
Eu();
var ja = { maxRetries: 2, baseDelayMs: 1e3, factor: 2, maxRetryDelayMs: 6e4 },
  OQ = ["rate_limit", "overloaded", "network"];
function cm(e) {
  return e.kind === "aborted"
    ? !1
    : OQ.includes(e.kind)
      ? e.retryable
      : e.status !== void 0 && e.status >= 500 && e.status <= 599;
}
function ij(e, t, r) {
  const n = Math.min(t.maxDelayMs, t.baseDelayMs * t.factor ** e);
  return Math.floor(Math.max(0, Math.min(1, r())) * n);
}
function aj(e, t) {
  return new Promise((r) => {
    if (t?.aborted) {
      r();
      return;
    }
    const n = () => {
        clearTimeout(o), t?.removeEventListener("abort", n), r();
      },
      o = setTimeout(n, e);
    t?.addEventListener("abort", n, { once: !0 });
  });
}
function h$(e) {
  const t = e / 1e3;
  return `${Number.isInteger(t) ? t : t.toFixed(1)} s`;
}
function mj(e, t = {}) {
  return (r, n, o) => {
    const s = new mn();
    return (
      CQ(e, r, n, o, t, s).catch((i) => {
        const a = i instanceof Error ? i.message : String(i);
        ah(s, gr(r, `Retry policy failed: ${a}`, "error"));
      }),
      s
    );
  };
}
async function CQ(e, t, r, n, o, s) {
  const i = Math.max(0, n?.maxRetries ?? o.maxRetries ?? ja.maxRetries),
    a = n?.maxRetryDelayMs ?? o.maxRetryDelayMs ?? ja.maxRetryDelayMs,
    c = o.shouldRetry ?? cm,
    m = o.sleep ?? aj,
    p = o.random ?? Math.random,
    l = n?.signal;
  for (let g = 0; ; g++) {
    const y = await AQ(e, t, r, n, s);
    if (y.kind === "forwarded") return;
    const x = y.message.error;
    if (g >= i || x === void 0 || l?.aborted || !cj(() => c(x), !1)) {
      ah(s, y.message, y.start);
      return;
    }
    const $ =
      x.retryAfterMs !== void 0
        ? x.retryAfterMs
        : ij(g, { baseDelayMs: o.baseDelayMs ?? ja.baseDelayMs, factor: o.factor ?? ja.factor, maxDelayMs: a }, p);
    if ($ > a) {
      const S = `${y.message.errorMessage ?? x.message} The server asked to wait ${h$($)} before retrying, longer than the ${h$(a)} limit (maxRetryDelayMs); not retrying.`;
      ah(s, uj(y.message, { ...x, message: S }, "error"));
      return;
    }
    const E = o.onRetry;
    if (
      (E && cj(() => E({ attempt: g + 1, delayMs: $, error: x, message: y.message }), void 0),
      await m($, l),
      l?.aborted)
    ) {
      const S = { kind: "aborted", message: "The request was aborted.", retryable: !1, provider: t.provider };
      ah(s, uj(y.message, S, "aborted"));
      return;
    }
  }
}
async function AQ(e, t, r, n, o) {
  let s;
  try {
    s = e(t, r, n);
  } catch (m) {
    const p = m instanceof Error ? m.message : String(m);
    return { kind: "failed", start: void 0, message: gr(t, `Provider adapter for "${t.api}" threw: ${p}`, "error") };
  }
  let i,
    a = !1;
  for await (const m of s) {
    if (m.type === "error" && !a) return { kind: "failed", start: i, message: m.error };
    if (m.type === "start" && !a) {
      i = m;
      continue;
    }
    if ((!a && i && o.push(i), (a = !0), o.push(m), m.type === "done" || m.type === "error"))
      return { kind: "forwarded" };
  }
  const c = await s.result();
  return !a && (c.stopReason === "error" || c.stopReason === "aborted")
    ? { kind: "failed", start: i, message: c }
    : (!a && i && o.push(i),
      c.stopReason === "error" || c.stopReason === "aborted"
        ? o.push({ type: "error", reason: c.stopReason, error: c })
        : o.push({ type: "done", reason: c.stopReason, message: c }),
      { kind: "forwarded" });
}
function ah(e, t, r) {
  if (e.isDone) return;
  const n = t.stopReason === "aborted" ? "aborted" : "error";
  e.push(r ?? { type: "start", partial: t }), e.push({ type: "error", reason: n, error: t });
}
function uj(e, t, r) {
  return { ...e, content: [...e.content], stopReason: r, errorMessage: t.message, error: { ...t } };
}
function cj(e, t) {
  try {
    return e();
  } catch {
    return t;
  }
}
var mm = new Map(),
  pj = new Map();
function g$(e, t) {
  return (
    mm.set(e, t),
    () => {
      mm.get(e) === t && mm.delete(e);
    }
  );
}
function y$() {
  return [...new Set([...mm.keys(), ...pj.keys(), ...oj()])];
}
function x$(e, t, r) {
  const n = new mn();
  return (I$(n, gr(e, t, r)), n);
}
function I$(e, t, r = !1) {
  r || e.push({ type: "start", partial: t }),
    e.push({ type: "error", reason: t.stopReason === "aborted" ? "aborted" : "error", error: t });
}
function RQ(e, t, r) {
  let n = !1;
  (async () => {
    for await (const o of t) (n = !0), r.push(o);
    r.end(await t.result());
  })().catch((o) => {
    if (r.isDone) return;
    const s = o instanceof Error ? o.message : String(o),
      i = `Provider adapter for "${e.api}" failed while streaming: ${s}`;
    I$(r, gr(e, i), n);
  });
}
function fm(e, t, r) {
  const n = MQ(e.api);
  return n
    ? r?.maxRetries === 0
      ? n(e, t, r)
      : mj(n)(e, t, r)
    : x$(e, {
        kind: "invalid_request",
        retryable: !1,
        provider: e.provider,
        message: `No provider adapter is registered for api "${e.api}" (model ${e.provider}/${e.id}). Register one with registerProvider("${e.api}", streamFn).`,
      });
}
function MQ(e) {
  const t = mm.get(e);
  if (t) return (o, s, i) => lj(t, o, s, i);
  const r = pj.get(e);
  if (r) return fj(r);
  const n = nj(e);
  return n ? fj(n.load, n) : void 0;
}
function fj(e, t) {
  return (r, n, o) => {
    const s = new mn();
    return (
      e().then(
        (i) => RQ(r, lj(i, r, n, o), s),
        (i) => {
          const a = t
            ? sj(r.api, t, i)
            : `Provider adapter for "${r.api}" could not be loaded: ${i instanceof Error ? i.message : String(i)}`;
          I$(s, gr(r, { kind: "invalid_request", retryable: !1, provider: r.provider, message: a }));
        },
      ),
      s
    );
  };
}
function lj(e, t, r, n) {
  try {
    return e(t, r, n);
  } catch (o) {
    return x$(t, `Provider adapter for "${t.api}" threw: ${o instanceof Error ? o.message : String(o)}`);
  }
}
function dj(e) {
  return `/${e.replaceAll("~", "~0").replaceAll("/", "~1")}`;
}
function hj(e) {
  try {
    return JSON.stringify(e) ?? String(e);
  } catch {
    return String(e);
  }
}
function uh(e) {
  const t = [],
    r = new Set();
  for (const n of e) {
    let o = n.params,
      s = n.instancePath,
      i = n.message ?? `failed the "${n.keyword}" check`;
    n.keyword === "required" && typeof o.missingProperty == "string"
      ? ((s += dj(o.missingProperty)), (i = "is required"))
      : n.keyword === "additionalProperties" && typeof o.additionalProperty == "string"
        ? ((s += dj(o.additionalProperty)), (i = "is not an allowed property (additional properties are not allowed)"))
        : n.keyword === "const"
          ? (i = `must be equal to ${hj(o.allowedValue)}`)
          : n.keyword === "enum" &&
            Array.isArray(o.allowedValues) &&
            (i = `must be one of ${o.allowedValues.map(hj).join(", ")}`);
    const a = { path: s === "" ? "(root)" : s, message: i },
      c = `${a.path}\0${a.message}`;
    r.has(c) || (r.add(c), t.push(a));
  }
  return t;
}
var di = class extends Error {
  name = "ModelsConfigError";
  path;
  issues;
  constructor(t, r = {}, n) {
    super(t, n), (this.path = r.path), (this.issues = r.issues ?? []);
  }
};
Ud();
var gj = {
  type: "object",
  additionalProperties: !1,
  required: ["providers"],
  properties: {
    $schema: { type: "string" },
    providers: {
      type: "object",
      propertyNames: { type: "string", minLength: 1 },
      additionalProperties: {
        type: "object",
        additionalProperties: !1,
        required: ["baseUrl", "api", "models"],
        properties: {
          baseUrl: { type: "string", pattern: "^https?://" },
          api: { type: "string", minLength: 1 },
          apiKeyEnv: { type: "string", pattern: "^[A-Za-z_][A-Za-z0-9_]*$" },
          headers: { type: "object", additionalProperties: { type: "string" } },
          compat: z0,
          models: {
            type: "array",
            minItems: 1,
            items: {
              type: "object",
              additionalProperties: !1,
              required: ["id"],
              properties: {
                id: { type: "string", minLength: 1 },
                name: { type: "string", minLength: 1 },
                contextWindow: { type: "integer", minimum: 1 },
                maxTokens: { type: "integer", minimum: 1 },
                reasoning: { type: "boolean" },
                input: {
                  type: "array",
                  minItems: 1,
                  uniqueItems: !0,
                  items: { type: "string", enum: ["text", "image"] },
                },
                cost: {
                  type: "object",
                  additionalProperties: !1,
                  properties: {
                    input: { type: "number", minimum: 0 },
                    output: { type: "number", minimum: 0 },
                    cacheRead: { type: "number", minimum: 0 },
                    cacheWrite: { type: "number", minimum: 0 },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};
var xj = 128e3,
  NQ = 16384,
  $$;
function FQ(e) {
  return (($$ ??= new yj.Ajv({ allErrors: !0, strict: !0 }).compile(gj)), $$(e) ? [] : uh($$.errors ?? []));
}
function Ij(e, t) {
  const r = [...FQ(e)];
  if ((r.length === 0 && r.push(...jQ(e)), r.length > 0)) {
    const i = t === void 0 ? "Invalid models config" : `Invalid models config in ${t}`,
      a = r.map((c) => `  ${c.path}: ${c.message}`);
    throw new di(
      `${i}:
${a.join(`
`)}`,
      { ...(t === void 0 ? {} : { path: t }), issues: r },
    );
  }
  const n = e,
    o = [],
    s = new Map();
  for (const [i, a] of Object.entries(n.providers)) {
    a.apiKeyEnv !== void 0 && s.set(i, a.apiKeyEnv);
    for (const c of a.models) o.push(LQ(i, a, c));
  }
  return { models: o, apiKeyEnvs: s };
}
function LQ(e, t, r) {
  const n = r.contextWindow ?? xj,
    o = {
      id: r.id,
      name: r.name ?? r.id,
      api: t.api,
      provider: e,
      baseUrl: t.baseUrl,
      reasoning: r.reasoning ?? !1,
      input: [...(r.input ?? ["text"])],
      cost: { input: 0, output: 0, cacheRead: 0, cacheWrite: 0, ...r.cost },
      contextWindow: n,
      maxTokens: r.maxTokens ?? Math.min(NQ, n),
    };
  return (
    t.headers !== void 0 && (o.headers = { ...t.headers }), t.compat !== void 0 && (o.compat = { ...t.compat }), o
  );
}
function jQ(e) {
  const t = [],
    r = y$();
  for (const [n, o] of Object.entries(e.providers)) {
    const s = `/providers/${n.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    r.includes(o.api) ||
      t.push({
        path: `${s}/api`,
        message: `unknown api "${o.api}": the known APIs are ${r.map((a) => `"${a}"`).join(", ")} (for an API of your own, registerProvider(api, streamFn) before loading the config)`,
      });
    const i = new Set();
    o.models.forEach((a, c) => {
      i.has(a.id) && t.push({ path: `${s}/models/${c}/id`, message: `duplicates model "${a.id}"` }), i.add(a.id);
      const m = a.contextWindow ?? xj;
      a.maxTokens !== void 0 &&
        a.maxTokens > m &&
        t.push({ path: `${s}/models/${c}/maxTokens`, message: `must not exceed the context window (${m})` });
    });
  }
  return t;
}
Rf();
Rf();
function b$(e) {
  const t = Ij(e);
  return Sw(t.models, t.apiKeyEnvs);
}
tm();
function bj(e) {
  return E$(e, 0);
}
function E$(e, t) {
  if (typeof e != "object" || e === null) return e;
  if (t > 256) return $j(e);
  if (Array.isArray(e)) {
    const s = new Array(e.length);
    for (let i = 0; i < e.length; i++) s[i] = E$(e[i], t + 1);
    return s;
  }
  const r = Object.getPrototypeOf(e);
  if (r !== Object.prototype && r !== null) return $j(e);
  const n = e,
    o = {};
  for (const s of Object.keys(n)) {
    const i = E$(n[s], t + 1);
    s === "__proto__"
      ? Object.defineProperty(o, s, { value: i, writable: !0, enumerable: !0, configurable: !0 })
      : (o[s] = i);
  }
  return o;
}
function $j(e) {
  try {
    return structuredClone(e);
  } catch {
    return e;
  }
}
var Fj = Oi(Bs(), 1),
  O$ = Oi(Mj(), 1),
  nee = O$.default.default ?? O$.default,
  mh,
  Nj = new WeakMap();
function oee() {
  return (
    mh === void 0 && ((mh = new Fj.Ajv({ strict: !1, allErrors: !0, coerceTypes: !0, useDefaults: !0 })), nee(mh)), mh
  );
}
function Lj(e) {
  if (typeof e != "object" || e === null)
    return { ok: !1, error: `expected a JSON Schema object, got ${e === null ? "null" : typeof e}` };
  let t = Nj.get(e);
  return (t === void 0 && ((t = see(e)), Nj.set(e, t)), t);
}
function see(e) {
  const t = oee();
  try {
    return { ok: !0, validate: t.compile(e) };
  } catch (r) {
    return { ok: !1, error: r instanceof Error ? r.message : String(r) };
  } finally {
    try {
      t.removeSchema(e);
    } catch {}
  }
}
function iee(e) {
  try {
    return JSON.stringify(e, null, 2) ?? String(e);
  } catch {
    return String(e);
  }
}
function lm(e, t) {
  const r = Lj(e.parameters);
  if (!r.ok) {
    const a = `Validation failed for tool "${e.name}": its parameter schema is invalid and could not be compiled (a bug in the tool definition, not in the arguments): ${r.error}`;
    return { ok: !1, errors: [{ path: "(root)", message: `invalid schema: ${r.error}` }], message: a };
  }
  const n = bj(t);
  if (r.validate(n)) return { ok: !0, value: n };
  const o = uh(r.validate.errors ?? []),
    s = o.map((a) => `${a.path}: ${a.message}`),
    i = [
      `Validation failed for tool "${e.name}":`,
      ...s,
      "",
      `Received arguments:
${iee(t)}`,
    ].join(`
`);
  return { ok: !1, errors: o, message: i };
}
function jj(e, t, r, n = Math.random) {
  if (e.stopReason !== "error" || e.error === void 0) return { retry: !1, reason: "not_failed" };
  if (!r.enabled) return { retry: !1, reason: "disabled" };
  if (!cm(e.error)) return { retry: !1, reason: "not_retryable" };
  if (t >= r.maxRetries) return { retry: !1, reason: "exhausted" };
  const o = e.error.retryAfterMs;
  if (o !== void 0) return o > r.maxDelayMs ? { retry: !1, reason: "wait_too_long" } : { retry: !0, delayMs: o };
  const s = Math.min(r.maxDelayMs, r.baseDelayMs * 2 ** t),
    i = 1 - 0.2 * Math.max(0, Math.min(1, n()));
  return { retry: !0, delayMs: Math.round(s * i) };
}
function Dj() {
  return { responses: 0, input: 0, output: 0, cacheRead: 0, cacheWrite: 0, totalTokens: 0, cost: 0 };
}
function qj(e, t) {
  const r = t.usage;
  return {
    responses: e.responses + 1,
    input: e.input + r.input,
    output: e.output + r.output,
    cacheRead: e.cacheRead + r.cacheRead,
    cacheWrite: e.cacheWrite + r.cacheWrite,
    totalTokens: e.totalTokens + r.totalTokens,
    cost: e.cost + r.cost.total,
  };
}
var fh = class {
  agent;
  listeners = new Set();
  options;
  totals = Dj();
  retryAbort = new AbortController();
  constructor(t) {
    (this.options = t),
      (this.agent = t.agent),
      this.agent.subscribe(async (r) => {
        if (r.type === "message_end") {
          const n = r.message;
          Uj(n) && (this.totals = qj(this.totals, n)), await this.persist(n);
        }
        await this.emit(r);
      });
  }
  get usage() {
    return { ...this.totals };
  }
  get messages() {
    return this.agent.state.messages;
  }
  subscribe(t) {
    return (this.listeners.add(t), () => this.listeners.delete(t));
  }
  async prompt(t) {
    (this.retryAbort = new AbortController()), await this.agent.prompt(t), await this.retryWhileRetryable();
  }
  async continue() {
    (this.retryAbort = new AbortController()), await this.agent.continue(), await this.retryWhileRetryable();
  }
  abort() {
    this.retryAbort.abort(), this.agent.abort();
  }
  lastAssistantMessage() {
    const t = this.agent.state.messages;
    for (let r = t.length - 1; r >= 0; r--) {
      const n = t[r];
      if (Uj(n)) return n;
    }
  }
  async retryWhileRetryable() {
    let t = this.options.random ?? Math.random,
      r = this.options.sleep ?? aee,
      n = 0;
    for (;;) {
      const o = this.lastAssistantMessage();
      if (o === void 0) return;
      const s = jj(o, n, this.options.retry, t);
      if (!s.retry) {
        if (n > 0) {
          const a = o.stopReason !== "error" && o.stopReason !== "aborted";
          await this.emit(
            a
              ? { type: "retry_end", success: a, attempts: n }
              : { type: "retry_end", success: a, attempts: n, finalError: o.errorMessage ?? o.stopReason },
          );
        }
        return;
      }
      n++,
        await this.emit({
          type: "retry_scheduled",
          attempt: n,
          maxAttempts: this.options.retry.maxRetries,
          delayMs: s.delayMs,
          errorKind: o.error?.kind ?? "unknown",
          errorMessage: o.errorMessage ?? o.error?.message ?? "",
        });
      const i = this.retryAbort.signal;
      if ((await r(s.delayMs, i), i.aborted)) {
        await this.emit({ type: "retry_end", success: !1, attempts: n, finalError: "aborted during the retry wait" });
        return;
      }
      (this.agent.state.messages = this.agent.state.messages.filter((a) => a !== o)), await this.agent.continue();
    }
  }
  async persist(t) {
    if (this.options.persistence !== void 0)
      try {
        await this.options.persistence.appendMessage(t);
      } catch (r) {
        this.report(r, "session persistence");
      }
  }
  async emit(t) {
    for (const r of this.listeners)
      try {
        await r(t);
      } catch (n) {
        this.report(n, `a listener of ${t.type}`);
      }
  }
  report(t, r) {
    this.options.onInternalError
      ? this.options.onInternalError(t, r)
      : process.stderr.write(`keel: ${r} failed: ${t instanceof Error ? t.message : String(t)}
`);
  }
};
function Uj(e) {
  return e?.role === "assistant";
}
function aee(e, t) {
  return new Promise((r) => {
    if (t.aborted) return r();
    const n = setTimeout(o, e);
    function o() {
      clearTimeout(n), t.removeEventListener("abort", o), r();
    }
    t.addEventListener("abort", o, { once: !0 });
  });
}
function C$(e, t) {
  const r = ["Usage:", ...t.usage.map((i) => `  ${i}`)];
  if (t.commands && t.commands.length > 0) {
    const i = Math.max(...t.commands.map((a) => a.name.length));
    r.push("", "Commands:", ...t.commands.map((a) => `  ${a.name.padEnd(i)}  ${a.description}`));
  }
  const n = (i) => {
      const a = [...(i.short ?? []).map((m) => `-${m}`), `--${i.name}`].join(", ");
      if (i.kind === "boolean") return a;
      const c = i.valueName ?? "value";
      return i.kind === "optional-string" ? `${a} [${c}]` : `${a} <${c}>`;
    },
    o = Math.min(44, Math.max(...e.map((i) => n(i).length))),
    s = new Map();
  for (const i of e) {
    const a = i.group ?? "Options";
    s.set(a, [...(s.get(a) ?? []), i]);
  }
  for (const [i, a] of s) {
    r.push("", `${i}:`);
    for (const c of a) r.push(`  ${n(c).padEnd(o)}  ${c.description}`);
  }
  return (
    t.footer && t.footer.length > 0 && r.push("", ...t.footer),
    `${r.join(`
`)}
`
  );
}
var Kj = ["off", "minimal", "low", "medium", "high", "xhigh"],
  Gj = ["text", "json", "rpc"],
  er = (e, t) => {
    const r = e.flags[t];
    return typeof r == "string" ? r : void 0;
  },
  co = (e, t) => {
    const r = e.flags[t];
    return Array.isArray(r) ? r : typeof r == "string" ? [r] : void 0;
  },
  Ut = (e, t) => e.flags[t] !== void 0 && e.flags[t] !== !1;
function A$(e) {
  const t = (y, x) => ({ ok: !1, error: x ? { message: y, hint: x } : { message: y } });
  if (Ut(e, "help")) return { ok: !0, request: { kind: "help" } };
  if (Ut(e, "version")) return { ok: !0, request: { kind: "version" } };
  const r = e.flags["list-models"];
  if (r !== void 0)
    return { ok: !0, request: typeof r == "string" ? { kind: "list-models", search: r } : { kind: "list-models" } };
  const n = er(e, "mode");
  if (n !== void 0 && !Gj.includes(n)) return t(`--mode must be one of ${Gj.join(", ")}; got "${n}"`);
  if (n === "rpc") return t("--mode rpc is not available in this version of keel", "Use -p (print) or --mode json.");
  const o = er(e, "thinking");
  if (o !== void 0 && !Kj.includes(o)) return t(`--thinking must be one of ${Kj.join(", ")}; got "${o}"`);
  if (Ut(e, "approve") && Ut(e, "no-approve")) return t("--approve and --no-approve contradict each other");
  const s = ["continue", "resume", "session", "fork", "no-session"].filter((y) => Ut(e, y));
  if (s.length > 1) return t(`--${s[0]} and --${s[1]} cannot be combined`, "Choose one way to pick the session.");
  if (Ut(e, "resume")) return { ok: !0, request: { kind: "list-sessions" } };
  let i = { kind: "new" };
  Ut(e, "continue") && (i = { kind: "continue" });
  const a = er(e, "session");
  a !== void 0 && (i = { kind: "open", ref: a });
  const c = er(e, "fork");
  c !== void 0 && (i = { kind: "fork", ref: c }), Ut(e, "no-session") && (i = { kind: "memory" });
  const m = {
      ...(er(e, "model") ? { model: er(e, "model") } : {}),
      ...(er(e, "provider") ? { provider: er(e, "provider") } : {}),
      ...(er(e, "api-key") ? { apiKey: er(e, "api-key") } : {}),
      ...(o ? { thinking: o } : {}),
    },
    p = {
      ...(co(e, "tools") ? { tools: co(e, "tools") } : {}),
      ...(Ut(e, "no-tools") ? { noTools: !0 } : {}),
      ...(co(e, "exclude-tools") ? { excludeTools: co(e, "exclude-tools") } : {}),
    },
    l = {
      ...(co(e, "skill") ? { skills: co(e, "skill") } : {}),
      ...(Ut(e, "no-skills") ? { noSkills: !0 } : {}),
      ...(co(e, "prompt-template") ? { promptTemplates: co(e, "prompt-template") } : {}),
      ...(Ut(e, "no-prompt-templates") ? { noPromptTemplates: !0 } : {}),
      ...(Ut(e, "no-context-files") ? { noContextFiles: !0 } : {}),
    },
    g = {
      model: m,
      tools: p,
      resources: l,
      session: i,
      ...(Ut(e, "approve") ? { trustOverride: "approve" } : {}),
      ...(Ut(e, "no-approve") ? { trustOverride: "no-approve" } : {}),
      ...(er(e, "system-prompt") !== void 0 ? { systemPrompt: er(e, "system-prompt") } : {}),
      ...(co(e, "append-system-prompt") ? { appendSystemPrompt: co(e, "append-system-prompt") } : {}),
      ...(er(e, "session-dir") ? { sessionDir: er(e, "session-dir") } : {}),
      ...(er(e, "name") !== void 0 ? { name: er(e, "name") } : {}),
    };
  return {
    ok: !0,
    request: {
      kind: "run",
      mode: Ut(e, "print") ? "print" : n === "json" ? "json" : "auto",
      session: g,
      positionals: e.positionals,
      verbose: Ut(e, "verbose"),
      offline: Ut(e, "offline"),
    },
  };
}
function R$(e, t, r) {
  return e !== "auto" ? e : t && r ? "interactive" : "print";
}
var dm = [
  {
    name: "print",
    short: ["p"],
    kind: "boolean",
    group: "Modes",
    description: "Run the prompt, print only the final answer, exit",
  },
  {
    name: "mode",
    kind: "string",
    valueName: "text|json|rpc",
    group: "Modes",
    description: "Output interface: json writes every event as one JSON line",
  },
  {
    name: "provider",
    kind: "string",
    valueName: "name",
    group: "Models",
    description: "Look --model up in this provider only",
  },
  {
    name: "model",
    kind: "string",
    valueName: "provider/id[:thinking]",
    group: "Models",
    description: "Model by provider/id, exact id or fuzzy match, optional :thinking suffix",
  },
  {
    name: "api-key",
    kind: "string",
    valueName: "key",
    group: "Models",
    description: "API key for this run (not saved)",
  },
  {
    name: "thinking",
    kind: "string",
    valueName: "level",
    group: "Models",
    description: "off, minimal, low, medium, high, xhigh",
  },
  {
    name: "list-models",
    kind: "optional-string",
    valueName: "search",
    group: "Models",
    description: "List the known models (optionally matching a search) and exit",
  },
  {
    name: "tools",
    short: ["t"],
    kind: "string",
    valueName: "a,b | +a,-b",
    group: "Tools",
    description: "Replace the active tools, or add/remove with +name/-name",
  },
  { name: "no-tools", short: ["nt"], kind: "boolean", group: "Tools", description: "Start with no tools" },
  {
    name: "exclude-tools",
    short: ["xt"],
    kind: "string",
    valueName: "a,b*",
    group: "Tools",
    description: "Disable tools by name or pattern, after everything else",
  },
  {
    name: "extension",
    short: ["e"],
    kind: "list",
    valueName: "path",
    group: "Resources",
    description: "Load an extension file or folder (repeatable)",
  },
  {
    name: "no-extensions",
    short: ["ne"],
    kind: "boolean",
    group: "Resources",
    description: "Skip discovered and configured extensions (-e still loads)",
  },
  {
    name: "skill",
    kind: "list",
    valueName: "path",
    group: "Resources",
    description: "Load a skill file or folder (repeatable)",
  },
  {
    name: "no-skills",
    short: ["ns"],
    kind: "boolean",
    group: "Resources",
    description: "Skip discovered and configured skills (--skill still loads)",
  },
  {
    name: "prompt-template",
    kind: "list",
    valueName: "path",
    group: "Resources",
    description: "Load a prompt template file or folder (repeatable)",
  },
  {
    name: "no-prompt-templates",
    short: ["np"],
    kind: "boolean",
    group: "Resources",
    description: "Skip discovered and configured prompt templates",
  },
  {
    name: "no-context-files",
    short: ["nc"],
    kind: "boolean",
    group: "Resources",
    description: "Do not read AGENTS.md / CLAUDE.md",
  },
  {
    name: "system-prompt",
    kind: "string",
    valueName: "text|file",
    group: "Prompt",
    description: "Replace the system prompt",
  },
  {
    name: "append-system-prompt",
    kind: "list",
    valueName: "text|file",
    group: "Prompt",
    description: "Append to the system prompt (repeatable)",
  },
  {
    name: "continue",
    short: ["c"],
    kind: "boolean",
    group: "Sessions",
    description: "Continue the most recent session of this folder",
  },
  {
    name: "resume",
    short: ["r"],
    kind: "boolean",
    group: "Sessions",
    description: "Pick a session to resume (headless: list them and exit)",
  },
  {
    name: "session",
    kind: "string",
    valueName: "path|id",
    group: "Sessions",
    description: "Open a session by file or (partial) id",
  },
  {
    name: "fork",
    kind: "string",
    valueName: "path|id",
    group: "Sessions",
    description: "Fork a session into a new one",
  },
  {
    name: "session-dir",
    kind: "string",
    valueName: "dir",
    group: "Sessions",
    description: "Store and look up sessions in this folder",
  },
  { name: "no-session", kind: "boolean", group: "Sessions", description: "Do not save this session" },
  { name: "name", short: ["n"], kind: "string", valueName: "name", group: "Sessions", description: "Name the session" },
  {
    name: "approve",
    short: ["a"],
    kind: "boolean",
    group: "Trust",
    description: "Trust this project's .keel/ config for this run (not saved)",
  },
  {
    name: "no-approve",
    short: ["na"],
    kind: "boolean",
    group: "Trust",
    description: "Ignore this project's .keel/ config for this run",
  },
  {
    name: "offline",
    kind: "boolean",
    group: "Other",
    description: "No network activity at start-up (same as KEEL_OFFLINE=1)",
  },
  {
    name: "verbose",
    kind: "boolean",
    group: "Other",
    description: "Show tool activity and start-up details on stderr",
  },
  { name: "help", short: ["h"], kind: "boolean", group: "Other", description: "Show this help and exit" },
  { name: "version", short: ["v"], kind: "boolean", group: "Other", description: "Show the version and exit" },
];
function uee(e, t) {
  const r = e.length + 1,
    n = t.length + 1,
    o = Array.from({ length: r }, (s, i) => Array.from({ length: n }, (a, c) => (i === 0 ? c : c === 0 ? i : 0)));
  for (let s = 1; s < r; s++)
    for (let i = 1; i < n; i++) {
      let a = e[s - 1] === t[i - 1] ? 0 : 1,
        c = o[s],
        m = o[s - 1],
        p = Math.min(m[i] + 1, c[i - 1] + 1, m[i - 1] + a);
      s > 1 && i > 1 && e[s - 1] === t[i - 2] && e[s - 2] === t[i - 1] && (p = Math.min(p, o[s - 2][i - 2] + 1)),
        (c[i] = p);
    }
  return o[e.length][t.length];
}
function Bj(e, t) {
  let r,
    n = Number.POSITIVE_INFINITY;
  for (const s of t) {
    const i = s.startsWith(e) && e.length >= 3 ? 0.5 : uee(e, s),
      a = r !== void 0 && i === n && Math.abs(s.length - e.length) < Math.abs(r.length - e.length);
    (i < n || a) && ((r = s), (n = i));
  }
  const o = Math.max(2, Math.floor(e.length / 3));
  return n <= o ? r : void 0;
}
function hi(e, t, r = "--help") {
  const n = new Map(),
    o = new Map();
  for (const a of t) {
    n.set(a.name, a);
    for (const c of a.short ?? []) o.set(c, a);
  }
  const s = {},
    i = [];
  for (let a = 0; a < e.length; a++) {
    const c = e[a];
    if (c === "--") {
      i.push(...e.slice(a + 1));
      break;
    }
    if (!c.startsWith("-") || c === "-") {
      i.push(c);
      continue;
    }
    const m = c.startsWith("--"),
      p = m ? c.indexOf("=") : -1,
      l = m ? c.slice(2, p === -1 ? void 0 : p) : c.slice(1),
      g = m ? n.get(l) : o.get(l);
    if (g === void 0) return { ok: !1, error: mee(c, m, l, t, r) };
    const y = m ? `--${l}` : c,
      x = p === -1 ? void 0 : c.slice(p + 1);
    switch (g.kind) {
      case "boolean":
        if (x !== void 0) return { ok: !1, error: { message: `option ${y} takes no value (got "${x}")` } };
        s[g.name] = !0;
        break;
      case "optional-string": {
        const $ = e[a + 1];
        x !== void 0
          ? (s[g.name] = x)
          : $ !== void 0 && !$.startsWith("-") && !$.startsWith("@")
            ? ((s[g.name] = $), a++)
            : (s[g.name] = !0);
        break;
      }
      case "string":
      case "list": {
        let $ = x;
        if ($ === void 0) {
          const E = e[a + 1];
          if (E === void 0 || cee(E, n, o))
            return {
              ok: !1,
              error: {
                message: `option ${y} needs a value${g.valueName ? ` (${g.valueName})` : ""}`,
                hint: `write ${y} <${g.valueName ?? "value"}>`,
              },
            };
          ($ = E), a++;
        }
        if (g.kind === "string") s[g.name] = $;
        else {
          const E = s[g.name];
          s[g.name] = Array.isArray(E) ? [...E, $] : [$];
        }
        break;
      }
      default: {
        const $ = g.kind;
        throw new Error(`unknown flag kind ${String($)}`);
      }
    }
  }
  return { ok: !0, args: { flags: s, positionals: i } };
}
function cee(e, t, r) {
  if (e === "--") return !0;
  if (e.startsWith("--")) {
    const n = e.indexOf("=");
    return t.has(e.slice(2, n === -1 ? void 0 : n));
  }
  return e.startsWith("-") && r.has(e.slice(1));
}
function mee(e, t, r, n, o) {
  const s = n.flatMap((c) => [`--${c.name}`, ...(c.short ?? []).map((m) => `-${m}`)]),
    i = t ? `--${r}` : e,
    a = Bj(i, s);
  return {
    message: `unknown option ${i}`,
    hint: `${a ? `did you mean ${a}? ` : ""}(${o} lists every option; put -- before a prompt that starts with "-")`,
  };
}
var M$ =
  "This tool call has no result: the process running it ended before it finished (it may have had effects). Check its effects before you try it again.";
function zj(e) {
  let t = [],
    r = [],
    n = [],
    o = new Map(),
    s = () => {
      for (const [i, a] of o) t.push(fee(i, a.name, a.timestamp)), r.push(i);
      o = new Map();
    };
  for (const i of e)
    switch (i.role) {
      case "toolResult":
        o.delete(i.toolCallId) ? t.push(i) : n.push(i.toolCallId);
        break;
      case "assistant":
        s(), t.push(i);
        for (const a of i.content) a.type === "toolCall" && o.set(a.id, { name: a.name, timestamp: i.timestamp });
        break;
      case "user":
        s(), t.push(i);
        break;
      default: {
        const a = i;
        throw new Error(`unknown message role in ${JSON.stringify(a)}`);
      }
    }
  return (s(), { messages: t, synthesized: r, droppedOrphans: n });
}
function fee(e, t, r) {
  return {
    role: "toolResult",
    toolCallId: e,
    toolName: t,
    content: [{ type: "text", text: M$ }],
    details: { interrupted: !0 },
    isError: !0,
    timestamp: r,
  };
}
function Hj(e, t, r) {
  return {
    role: "user",
    content: [
      {
        type: "text",
        text: `${e === "compaction" ? "Earlier parts of this conversation were summarized to save space. The summary:" : "The user left another branch of this conversation. What happened there:"}

<summary>
${t}
</summary>`,
      },
    ],
    timestamp: r,
  };
}
function Wj(e) {
  let t = { messages: [], interruptedToolCalls: [] },
    r = -1;
  for (let i = 0; i < e.length; i++) {
    const a = e[i];
    switch (a.type) {
      case "model_change":
        t.model = { provider: a.provider, modelId: a.modelId };
        break;
      case "thinking_level_change":
        t.thinkingLevel = a.thinkingLevel;
        break;
      case "active_tools_change":
        t.activeTools = [...a.tools];
        break;
      case "compaction":
        r = i;
        break;
      case "message":
      case "branch_summary":
      case "custom":
      case "custom_message":
      case "label":
      case "session_info":
        break;
      default: {
        const c = a;
        throw new Error(`unknown session entry ${JSON.stringify(c)}`);
      }
    }
  }
  let n = [],
    o = 0;
  if (r >= 0) {
    const i = e[r];
    n.push(Hj("compaction", i.summary, Date.parse(i.timestamp) || 0));
    const a = e.findIndex((c) => c.id === i.firstKeptEntryId);
    o = a >= 0 && a < r ? a : r + 1;
  }
  for (let i = o; i < e.length; i++) {
    if (i === r) continue;
    const a = pee(e[i]);
    a !== void 0 && n.push(a);
  }
  const s = zj(n);
  return ((t.messages = s.messages), (t.interruptedToolCalls = s.synthesized), t);
}
function pee(e) {
  switch (e.type) {
    case "message":
      return e.message;
    case "custom_message":
      return { role: "user", content: e.content, timestamp: Date.parse(e.timestamp) || 0 };
    case "branch_summary":
      return Hj("branch", e.summary, Date.parse(e.timestamp) || 0);
    case "model_change":
    case "thinking_level_change":
    case "active_tools_change":
    case "compaction":
    case "custom":
    case "label":
    case "session_info":
      return;
    default: {
      const t = e;
      throw new Error(`unknown session entry ${JSON.stringify(t)}`);
    }
  }
}
oy();
Eu();
Gt();
xo();
function Vj(e) {
  return {
    id: "faux-1",
    name: "Faux (scripted)",
    api: "faux",
    provider: "faux",
    baseUrl: "http://127.0.0.1:0",
    reasoning: !0,
    input: ["text", "image"],
    cost: { input: 1, output: 2, cacheRead: 0.1, cacheWrite: 1.25 },
    contextWindow: 2e5,
    maxTokens: 32e3,
    ...e,
  };
}
function N$(e = {}) {
  let t = [...(e.responses ?? [])],
    r = Math.max(1, e.chunkSize ?? 8),
    n = e.delayMs ?? 0,
    o = Vj(e.model),
    s = [],
    i = 0,
    a = 0,
    c = (m, p, l) => {
      const g = {
        model: m,
        context: { ...p, messages: [...p.messages], ...(p.tools ? { tools: [...p.tools] } : {}) },
        options: l,
      };
      s.push(g);
      const y = i++,
        x = t.shift(),
        $ = new mn(),
        E = new Ai(m, $),
        S =
          x === void 0
            ? {
                type: "error",
                message: `Faux script exhausted: ${y} response(s) were scripted, but request ${y + 1} was made.`,
              }
            : typeof x == "function"
              ? lee(x, g, y)
              : x;
      return (
        dee(S, E, m, l?.signal, { chunkSize: r, delayMs: n, nextId: () => `faux_call_${++a}` }).catch((k) => {
          ph(E, m, "unknown", `The faux provider failed: ${Jj(k)}`);
        }),
        $
      );
    };
  return {
    model: o,
    streamFn: c,
    requests: s,
    push: (...m) => {
      t.push(...m);
    },
    get remaining() {
      return t.length;
    },
    register: () => g$("faux", c),
  };
}
function lee(e, t, r) {
  try {
    return e(t, r);
  } catch (n) {
    return { type: "error", message: `Faux script entry ${r + 1} threw: ${Jj(n)}` };
  }
}
function Jj(e) {
  return e instanceof Error ? e.message : String(e);
}
function ph(e, t, r, n) {
  e.isEnded || e.fail(new Q({ kind: r, provider: t.provider, message: n }).toInfo());
}
async function dee(e, t, r, n, o) {
  const s = () => (n?.aborted ? (ph(t, r, "aborted", "The request was aborted."), !0) : !1);
  if ((await Yj(o.delayMs, n), s())) return;
  t.start();
  const i = e.content ?? [];
  for (const a of i) if (!(await hee(a, t, o, n, s))) return;
  switch (e.type) {
    case "message": {
      const a = t.message.usage;
      Object.assign(a, { input: 10, output: 10 }, e.usage),
        (a.totalTokens = a.input + a.output + a.cacheRead + a.cacheWrite),
        Ur(r, a);
      const c = e.stopReason ?? (i.some((m) => m.type === "toolCall") ? "toolUse" : "stop");
      t.finish(c);
      return;
    }
    case "error":
      ph(t, r, e.kind ?? "unknown", e.message);
      return;
    case "aborted":
      ph(t, r, "aborted", "The request was aborted.");
      return;
  }
}
async function hee(e, t, r, n, o) {
  let s, i;
  switch (e.type) {
    case "text":
      (s = t.startText()), (i = e.text);
      break;
    case "thinking":
      (s = t.startThinking(e.signature === void 0 ? {} : { thinkingSignature: e.signature })), (i = e.thinking);
      break;
    case "toolCall":
      (s = t.startToolCall(e.id ?? r.nextId(), e.name)),
        (i = typeof e.arguments == "string" ? e.arguments : JSON.stringify(e.arguments));
      break;
  }
  for (let a = 0; a < i.length; a += r.chunkSize) {
    if ((await Yj(r.delayMs, n), o())) return !1;
    t.delta(s, i.slice(a, a + r.chunkSize));
  }
  return (t.end(s), !0);
}
function Yj(e, t) {
  return t?.aborted
    ? Promise.resolve()
    : e <= 0 || t === void 0
      ? new Promise((r) => (e > 0 ? setTimeout(r, e) : setImmediate(r)))
      : new Promise((r) => {
          const n = () => {
              clearTimeout(o), t.removeEventListener("abort", n), r();
            },
            o = setTimeout(n, e);
          t.addEventListener("abort", n, { once: !0 });
        });
}
function Ua(e) {
  return { type: "text", text: e };
}
function lh(e, t = {}, r) {
  return r?.id === void 0
    ? { type: "toolCall", name: e, arguments: t }
    : { type: "toolCall", name: e, arguments: t, id: r.id };
}
function Ka(e, t) {
  const n = { type: "message", content: Array.isArray(e) ? e : [e] };
  return (t?.stopReason !== void 0 && (n.stopReason = t.stopReason), t?.usage !== void 0 && (n.usage = t.usage), n);
}
var F$ = ["ls", "read"],
  L$ = "What is in this folder?";
function Xj(e) {
  return (e.context.messages.filter((n) => n.role === "toolResult").at(-1)?.content ?? [])
    .map((n) => (n.type === "text" ? n.text : ""))
    .join(`
`);
}
function Zj() {
  return [
    "That was Keel's scripted demo: no model was called, but the tools, their validation and the session were real.",
    "To talk to a real model, give Keel a key or a local server, then ask it anything:",
    "  export ANTHROPIC_API_KEY=\u2026   (or OPENAI_API_KEY, GEMINI_API_KEY; or: keel auth login --provider anthropic --api-key)",
    '  keel -p "Explain the layout of this repository"',
    "A local OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio) needs only ~/.keel/models.json; see keel --help.",
  ].join(`
`);
}
function j$() {
  const e = N$({
    chunkSize: 24,
    model: { id: "keel-demo", name: "Keel scripted demo", provider: "keel-demo" },
    responses: [
      Ka([Ua("I am Keel's scripted demo model. Let me look at this folder."), lh("ls", { path: "." })]),
      (t) => {
        const r = Xj(t)
            .split(`
`)
            .map((o) => o.trim())
            .filter((o) => o !== "" && !o.startsWith("(")),
          n = r.find((o) => /^readme(\.md)?$/i.test(o));
        return n === void 0
          ? Ka(
              Ua(`${r.length === 0 ? "This folder is empty." : `This folder has ${r.length} entries: ${r.slice(0, 12).join(", ")}.`}

${Zj()}`),
            )
          : Ka([Ua(`There is a ${n}; reading its start.`), lh("read", { path: n, limit: 20 })]);
      },
      (t) => {
        const n = Xj(t)
            .split(`
`)
            .map((s) => s.replace(/^\s*\d+[→|:\t ]\s?/, "").trim())
            .find((s) => s.startsWith("#")),
          o = n ? `The README's first heading is "${n.replace(/^#+\s*/, "")}".` : "I read the README.";
        return Ka(
          Ua(`${o}

${Zj()}`),
        );
      },
    ],
  });
  return { model: e.model, streamFn: e.streamFn };
}
function D$(e) {
  let t = e.source;
  e.line !== void 0 && ((t += `:${e.line}`), e.column !== void 0 && (t += `:${e.column}`));
  const r = e.path !== void 0 && e.path !== "" ? `${e.path}: ` : "",
    n = `${t}: ${e.severity}: ${r}${e.message}`;
  return e.hint === void 0
    ? n
    : `${n}
  ${e.hint}`;
}

import { homedir as gee } from "node:os";
import { join as At, resolve as xee, isAbsolute as yee } from "node:path";

var q$ = ".keel";
function Po(e, t = process.cwd()) {
  const r = Ga(e),
    n = e.KEEL_HOME?.trim();
  return n === void 0 || n === ""
    ? At(r, q$)
    : n === "~"
      ? r
      : n.startsWith("~/")
        ? At(r, n.slice(2))
        : yee(n)
          ? n
          : xee(t, n);
}
function Ga(e) {
  const t = e.HOME?.trim() || e.USERPROFILE?.trim();
  return t || gee();
}
function Oo(e) {
  return {
    home: e,
    settings: At(e, "settings.json"),
    models: At(e, "models.json"),
    auth: At(e, "auth.json"),
    trust: At(e, "trust.json"),
    extensions: At(e, "extensions"),
    skills: At(e, "skills"),
    prompts: At(e, "prompts"),
    sessions: At(e, "sessions"),
    agents: At(e, "AGENTS.md"),
  };
}
function U$(e) {
  const t = At(e, q$);
  return {
    root: e,
    dir: t,
    settings: At(t, "settings.json"),
    extensions: At(t, "extensions"),
    skills: At(t, "skills"),
    prompts: At(t, "prompts"),
    systemPrompt: At(t, "SYSTEM.md"),
    appendSystemPrompt: At(t, "APPEND_SYSTEM.md"),
  };
}
var B$ = Oi(Bs(), 1);
Or();

import { randomBytes as Iee } from "node:crypto";
import {
  mkdir as $ee,
  rename as bee,
  rm as Eee,
  stat as Oee,
  readFile as Pee,
  writeFile as wee,
} from "node:fs/promises";
import { join as kee, basename as See, dirname as Tee } from "node:path";

async function dh(e, t, r) {
  const n = Tee(e);
  await $ee(n, { recursive: !0 });
  const o = kee(n, `.${See(e)}.${process.pid}.${Iee(4).toString("hex")}.tmp`);
  try {
    await wee(o, t, r === void 0 ? { encoding: "utf8" } : { encoding: "utf8", mode: r }), await bee(o, e);
  } catch (s) {
    throw (await Eee(o, { force: !0 }), s);
  }
}
function xs(e) {
  const t = e.charCodeAt(0) === 65279 ? e.slice(1) : e,
    r = new Map(),
    n = new K$(t, r);
  try {
    const o = n.parse(),
      s = Qj(t);
    return {
      ok: !0,
      value: o,
      locate(i) {
        let a = i === "(root)" ? "" : i;
        for (; !r.has(a) && a !== ""; ) a = a.slice(0, Math.max(0, a.lastIndexOf("/")));
        return eD(s, r.get(a) ?? 0);
      },
    };
  } catch (o) {
    if (!(o instanceof hh)) throw o;
    return { ok: !1, offset: o.offset, message: o.message, ...eD(Qj(t), o.offset) };
  }
}
var hh = class extends Error {
  offset;
  constructor(t, r) {
    super(t), (this.offset = r);
  }
};
function Qj(e) {
  const t = [0];
  for (let r = 0; r < e.length; r++) e.charCodeAt(r) === 10 && t.push(r + 1);
  return t;
}
function eD(e, t) {
  let r = 0,
    n = e.length - 1;
  for (; r < n; ) {
    const o = (r + n + 1) >> 1;
    (e[o] ?? 0) <= t ? (r = o) : (n = o - 1);
  }
  return { line: r + 1, column: t - (e[r] ?? 0) + 1 };
}
function _ee(e) {
  return e.replaceAll("~", "~0").replaceAll("/", "~1");
}
var vee = {
    '"': '"',
    "\\": "\\",
    "/": "/",
    b: "\b",
    f: "\f",
    n: `
`,
    r: "\r",
    t: "	",
  },
  K$ = class {
    text;
    offsets;
    i = 0;
    constructor(t, r) {
      (this.text = t), (this.offsets = r);
    }
    parse() {
      this.skipSpace();
      const t = this.value("");
      return (this.skipSpace(), this.i < this.text.length && this.fail("the end of the file"), t);
    }
    fail(t) {
      const r = this.i >= this.text.length ? "the end of the file" : JSON.stringify(this.text.charAt(this.i));
      throw new hh(`expected ${t}, found ${r}`, this.i);
    }
    skipSpace() {
      for (; this.i < this.text.length; ) {
        const t = this.text.charCodeAt(this.i);
        if (t === 32 || t === 9 || t === 10 || t === 13) this.i++;
        else break;
      }
    }
    value(t) {
      this.offsets.has(t) || this.offsets.set(t, this.i);
      const r = this.text.charAt(this.i);
      if (r === "{") return this.object(t);
      if (r === "[") return this.array(t);
      if (r === '"') return this.string();
      if (r === "-" || (r >= "0" && r <= "9")) return this.number();
      for (const [n, o] of [
        ["true", !0],
        ["false", !1],
        ["null", null],
      ])
        if (this.text.startsWith(n, this.i)) return ((this.i += n.length), o);
      return this.fail("a value");
    }
    object(t) {
      const r = {};
      if ((this.i++, this.skipSpace(), this.text.charAt(this.i) === "}")) return (this.i++, r);
      for (;;) {
        this.skipSpace(), this.text.charAt(this.i) !== '"' && this.fail("a property name in double quotes");
        const n = this.i,
          o = this.string(),
          s = `${t}/${_ee(o)}`;
        this.offsets.set(s, n),
          this.skipSpace(),
          this.text.charAt(this.i) !== ":" && this.fail('":"'),
          this.i++,
          this.skipSpace(),
          Object.defineProperty(r, o, { value: this.value(s), enumerable: !0, writable: !0, configurable: !0 }),
          this.skipSpace();
        const i = this.text.charAt(this.i);
        if ((this.i++, i === "}")) return r;
        i !== "," && (this.i--, this.fail('"," or "}"'));
      }
    }
    array(t) {
      const r = [];
      if ((this.i++, this.skipSpace(), this.text.charAt(this.i) === "]")) return (this.i++, r);
      for (;;) {
        this.skipSpace(), r.push(this.value(`${t}/${r.length}`)), this.skipSpace();
        const n = this.text.charAt(this.i);
        if ((this.i++, n === "]")) return r;
        n !== "," && (this.i--, this.fail('"," or "]"'));
      }
    }
    string() {
      let t = "";
      for (this.i++; ; ) {
        this.i >= this.text.length && this.fail('a closing "');
        const r = this.text.charAt(this.i);
        if (r === '"') return (this.i++, t);
        if (r === "\\") {
          const n = this.text.charAt(this.i + 1);
          if (n === "u") {
            const s = this.text.slice(this.i + 2, this.i + 6);
            /^[0-9a-fA-F]{4}$/.test(s) || ((this.i += 2), this.fail("four hex digits")),
              (t += String.fromCharCode(Number.parseInt(s, 16))),
              (this.i += 6);
            continue;
          }
          const o = vee[n];
          o === void 0 && (this.i++, this.fail("an escape character")), (t += o), (this.i += 2);
          continue;
        }
        r.charCodeAt(0) < 32 && this.fail("no control character in a string"), (t += r), this.i++;
      }
    }
    number() {
      const t = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(this.text.slice(this.i, this.i + 400));
      return t ? ((this.i += t[0].length), Number(t[0])) : this.fail("a number");
    }
  };
var Cee = I.Object({ type: I.Literal("api_key"), key: I.String({ minLength: 1 }) }),
  Aee = I.Record(I.String({ minLength: 1 }), I.Object({ type: I.String() })),
  rD = 384,
  G$,
  tD;
async function Ba(e) {
  let t;
  try {
    t = await Pee(e, "utf8");
  } catch (s) {
    if (s.code === "ENOENT") return { entries: {}, diagnostics: [], usable: !0 };
    const i = s instanceof Error ? s.message : String(s);
    return { entries: {}, diagnostics: [{ severity: "error", source: e, message: `cannot read: ${i}` }], usable: !1 };
  }
  const r = [];
  if (process.platform !== "win32") {
    const s = (await Oee(e)).mode & 511;
    (s & 63) !== 0 &&
      r.push({
        severity: "warning",
        source: e,
        message: `holds API keys but other users can read it (mode ${s.toString(8).padStart(4, "0")})`,
        hint: `Run: chmod 600 ${e}`,
      });
  }
  const n = "Saved keys were ignored; fix the file, or delete it and log in again (keel auth login).",
    o = xs(t);
  if (!o.ok)
    return (
      r.push({
        severity: "error",
        source: e,
        line: o.line,
        column: o.column,
        message: `invalid JSON: ${o.message}`,
        hint: n,
      }),
      { entries: {}, diagnostics: r, usable: !1 }
    );
  if (((G$ ??= new B$.Ajv({ allErrors: !0, strict: !0 }).compile(Aee)), !G$(o.value))) {
    for (const s of G$.errors ?? [])
      r.push({
        severity: "error",
        source: e,
        ...o.locate(s.instancePath),
        path: s.instancePath === "" ? "(root)" : s.instancePath,
        message: s.message ?? "is invalid",
        hint: n,
      });
    return { entries: {}, diagnostics: r, usable: !1 };
  }
  return { entries: o.value, diagnostics: r, usable: !0 };
}
function gh(e, t) {
  const r = e[t];
  return ((tD ??= new B$.Ajv({ strict: !0 }).compile(Cee)), r !== void 0 && tD(r) ? r.key : void 0);
}
async function nD(e, t) {
  const r = await Ba(e);
  if (!r.usable) return { ok: !1, diagnostics: r.diagnostics };
  const n = { ...r.entries };
  return (
    t(n),
    await dh(
      e,
      `${JSON.stringify(n, null, 2)}
`,
      rD,
    ),
    { ok: !0 }
  );
}
function z$(e, t, r) {
  return nD(e, (n) => {
    n[t] = { type: "api_key", key: r.trim() };
  });
}
function H$(e, t) {
  return nD(e, (r) => {
    delete r[t];
  });
}
function Ree(e, t) {
  let r = Array.from({ length: t.length + 1 }, (n, o) => o);
  for (let n = 1; n <= e.length; n++) {
    const o = [n];
    for (let s = 1; s <= t.length; s++) {
      const i = e[n - 1] === t[s - 1] ? 0 : 1;
      o.push(Math.min((r[s] ?? 0) + 1, (o[s - 1] ?? 0) + 1, (r[s - 1] ?? 0) + i));
    }
    r = o;
  }
  return r[t.length] ?? 0;
}
function gi(e, t) {
  let r,
    n = Number.POSITIVE_INFINITY;
  for (const o of t) {
    const s = Ree(e.toLowerCase(), o.toLowerCase());
    s < n && ((r = o), (n = s));
  }
  return n <= Math.max(1, Math.floor(e.length / 3)) ? r : void 0;
}
var Mee = ["off", "minimal", "low", "medium", "high", "xhigh"];
function Nee(e) {
  const t = e.lastIndexOf(":");
  if (t <= 0) return { pattern: e };
  const r = e.slice(t + 1).toLowerCase();
  return Mee.includes(r) ? { pattern: e.slice(0, t), thinkingLevel: r } : { pattern: e };
}
function V$(e, t) {
  const { pattern: r, thinkingLevel: n } = Nee(e.trim()),
    o = (x) => ({ ok: !0, model: x, ...(n ? { thinkingLevel: n } : {}) }),
    s = [...new Set(t.models.map((x) => x.provider))];
  if (t.provider !== void 0 && !s.includes(t.provider)) {
    const x = gi(t.provider, s);
    return W$(
      "--provider",
      `unknown provider "${t.provider}"`,
      `${x ? `Did you mean "${x}"? ` : ""}Known providers: ${s.join(", ")}.`,
    );
  }
  const i = t.models.filter((x) => t.provider === void 0 || x.provider === t.provider),
    a = t.hasKey ?? (() => !0),
    c = r.toLowerCase(),
    m = i.filter((x) => x.id === r);
  if (m.length > 0) return oD(m, a, r, o);
  const p = r.indexOf("/");
  if (p > 0) {
    const x = r.slice(0, p),
      $ = r.slice(p + 1),
      E = i.filter((S) => S.provider === x && S.id === $);
    if (E[0]) return o(E[0]);
  }
  const l = i.filter((x) => x.id.toLowerCase() === c || x.name.toLowerCase() === c);
  if (l.length > 0) return oD(l, a, r, o);
  const g = i
    .filter(
      (x) =>
        x.id.toLowerCase().includes(c) ||
        x.name.toLowerCase().includes(c) ||
        `${x.provider}/${x.id}`.toLowerCase().includes(c),
    )
    .sort(
      (x, $) =>
        Number(a($)) - Number(a(x)) ||
        Number($.id.toLowerCase().startsWith(c)) - Number(x.id.toLowerCase().startsWith(c)) ||
        x.id.length - $.id.length ||
        x.id.localeCompare($.id),
    );
  if (g[0]) return o(g[0]);
  const y = gi(
    r,
    i.map((x) => x.id),
  );
  return W$(
    "--model",
    `no model matches "${r}"${t.provider ? ` at provider "${t.provider}"` : ""}`,
    `${y ? `Did you mean "${y}"? ` : ""}Run \`keel --list-models\` to see every model, or add yours to $KEEL_HOME/models.json.`,
  );
}
function oD(e, t, r, n) {
  if (e.length === 1 && e[0]) return n(e[0]);
  const o = e.filter(t);
  if (o.length === 1 && o[0]) return n(o[0]);
  const s = (o.length > 0 ? o : e).map((i) => i.provider);
  return W$(
    "--model",
    `"${r}" is offered by several providers: ${s.join(", ")}`,
    `Choose one with --provider ${s[0]} (or write ${s[0]}/${r}).`,
  );
}
function W$(e, t, r) {
  return { ok: !1, diagnostic: { severity: "error", source: e, message: t, hint: r } };
}
function sD(e) {
  const { models: t, hasKey: r } = e;
  if (e.cliModel !== void 0)
    return V$(e.cliModel, { models: t, hasKey: r, ...(e.cliProvider !== void 0 ? { provider: e.cliProvider } : {}) });
  const n = e.cliProvider ?? e.defaultProvider;
  if (e.defaultModel !== void 0) {
    const s = V$(e.defaultModel, { models: t, hasKey: r, ...(n !== void 0 ? { provider: n } : {}) });
    if (s.ok) return s;
  }
  const o = t.filter((s) => (n === void 0 || s.provider === n) && r(s));
  return o[0] ? { ok: !0, model: o[0] } : { ok: !1, none: !0 };
}

import { execFile as Fee } from "node:child_process";

var Lee = /^[A-Z_][A-Z0-9_]*$/,
  jee = (e) =>
    new Promise((t, r) => {
      const [n, o] = process.platform === "win32" ? ["cmd.exe", ["/d", "/s", "/c", e]] : ["/bin/sh", ["-c", e]];
      Fee(n, o, { timeout: 3e4, maxBuffer: 1024 * 1024, windowsHide: !0 }, (s, i, a) => {
        s ? r(new Error(a.trim() || s.message)) : t(i);
      });
    });
async function iD(e, t) {
  const { env: r } = t;
  if (e.startsWith("!")) {
    const n = e.slice(1).trim();
    if (n === "") return { ok: !1, message: 'the command after "!" is empty' };
    try {
      const o = (await (t.run ?? jee)(n)).trim();
      return o === "" ? { ok: !1, message: `the command \`${n}\` printed nothing` } : { ok: !0, value: o };
    } catch (o) {
      const s = o instanceof Error ? o.message : String(o);
      return { ok: !1, message: `the command \`${n}\` failed: ${s}` };
    }
  }
  if (Lee.test(e)) {
    const n = r[e];
    return { ok: !0, value: n !== void 0 && n !== "" ? n : e };
  }
  return Dee(e, r);
}
function Dee(e, t) {
  let r = "",
    n = 0;
  for (e.startsWith("$!") && ((r = "!"), (n = 2)); n < e.length; ) {
    const o = e.charAt(n);
    if (o !== "$") {
      (r += o), n++;
      continue;
    }
    const s = e.charAt(n + 1);
    if (s === "$") {
      (r += "$"), (n += 2);
      continue;
    }
    const i = s === "{" ? /^\$\{([A-Za-z_][A-Za-z0-9_]*)\}/.exec(e.slice(n)) : null,
      a = i ? null : /^\$([A-Za-z_][A-Za-z0-9_]*)/.exec(e.slice(n)),
      c = i ?? a;
    if (!c?.[1]) {
      (r += o), n++;
      continue;
    }
    const m = c[1],
      p = t[m];
    if (p === void 0 || p === "") return { ok: !1, message: `the environment variable ${m} is not set` };
    (r += p), (n += c[0].length);
  }
  return { ok: !0, value: r };
}
function hm() {
  return sy().flatMap((e) => Su(e));
}
function J$(e, t, r) {
  const n = r?.trim().toLowerCase() ?? "";
  return e
    .filter((o) => n === "" || `${o.provider}/${o.id} ${o.name}`.toLowerCase().includes(n))
    .map((o) => ({
      provider: o.provider,
      id: o.id,
      contextWindow: o.contextWindow,
      maxTokens: o.maxTokens,
      inputPrice: o.cost.input,
      outputPrice: o.cost.output,
      key: t(o),
    }))
    .sort((o, s) => o.provider.localeCompare(s.provider) || o.id.localeCompare(s.id));
}
function aD(e) {
  return e >= 1e6 ? `${uD(e / 1e6)}M` : e >= 1e3 ? `${uD(e / 1e3)}K` : String(e);
}
function uD(e) {
  return e >= 100 ? String(Math.round(e)) : String(Number(e.toFixed(1)));
}
function qee(e, t) {
  return e === 0 && t === 0 ? "free" : `$${e.toFixed(2)}/$${t.toFixed(2)}`;
}
var Uee = { configured: "yes", "not-needed": "not needed", missing: "no" };
function Y$(e) {
  if (e.length === 0) return "No models match.";
  const t = [
      ["provider", "model", "context", "max out", "price/M in/out", "key"],
      ...e.map((n) => [
        n.provider,
        n.id,
        aD(n.contextWindow),
        aD(n.maxTokens),
        qee(n.inputPrice, n.outputPrice),
        Uee[n.key],
      ]),
    ],
    r = t[0]?.map((n, o) => Math.max(...t.map((s) => (s[o] ?? "").length))) ?? [];
  return t
    .map((n) =>
      n
        .map((o, s) => o.padEnd(r[s] ?? 0))
        .join("  ")
        .trimEnd(),
    )
    .join(`
`);
}

import { readFile as Kee } from "node:fs/promises";

function yh(e) {
  return e.replaceAll("~", "~0").replaceAll("/", "~1");
}
async function gm(e) {
  let t = { models: [], apiKeys: new Map(), diagnostics: [], unregister: () => {} },
    r;
  try {
    r = await Kee(e, "utf8");
  } catch (l) {
    if (l.code === "ENOENT") return t;
    const g = l instanceof Error ? l.message : String(l);
    return { ...t, diagnostics: [{ severity: "error", source: e, message: `cannot read: ${g}` }] };
  }
  const n = "Custom models from this file were not loaded; built-in providers still work.",
    o = xs(r);
  if (!o.ok)
    return {
      ...t,
      diagnostics: [
        {
          severity: "error",
          source: e,
          line: o.line,
          column: o.column,
          message: `invalid JSON: ${o.message}`,
          hint: n,
        },
      ],
    };
  const s = o.value,
    i = typeof s == "object" && s !== null && !Array.isArray(s) ? s.providers : void 0;
  if (typeof i != "object" || i === null || Array.isArray(i))
    return {
      ...t,
      diagnostics: [
        {
          severity: "error",
          source: e,
          ...o.locate("/providers"),
          path: "/providers",
          message: 'must be an object of providers, e.g. { "providers": { "ollama": { \u2026 } } }',
          hint: n,
        },
      ],
    };
  const a = [];
  for (const l of Object.keys(s))
    l !== "providers" &&
      l !== "$schema" &&
      a.push({
        severity: "warning",
        source: e,
        ...o.locate(`/${yh(l)}`),
        path: `/${yh(l)}`,
        message: "unknown key, ignored",
      });
  const c = [],
    m = new Map(),
    p = [];
  for (const [l, g] of Object.entries(i)) {
    let y = g,
      x;
    if (typeof g == "object" && g !== null && !Array.isArray(g) && "apiKey" in g) {
      const { apiKey: E, ...S } = g;
      if (typeof E != "string" || E === "") {
        const k = `/providers/${yh(l)}/apiKey`;
        a.push({
          severity: "error",
          source: e,
          ...o.locate(k),
          path: k,
          message: "must be a non-empty string",
          hint: n,
        });
        continue;
      }
      (x = E), (y = S);
    }
    try {
      p.push(b$({ providers: { [l]: y } }));
    } catch (E) {
      if (!(E instanceof di)) throw E;
      const S = E.issues.length > 0 ? E.issues : [{ path: `/providers/${yh(l)}`, message: E.message }];
      for (const k of S)
        a.push({
          severity: "error",
          source: e,
          ...o.locate(k.path),
          path: k.path,
          message: k.message,
          hint: `Provider "${l}" was not loaded; the others still work.`,
        });
      continue;
    }
    x !== void 0 && m.set(l, x);
    const $ = new Set((y.models ?? []).map((E) => E.id));
    c.push(...Su(l).filter((E) => $.has(E.id)));
  }
  return {
    models: c,
    apiKeys: m,
    diagnostics: a,
    unregister: () => {
      for (const l of p.reverse()) l();
    },
  };
}
function X$(e) {
  const { model: t, modelsJsonPath: r } = e,
    n = [
      `or use a local OpenAI-compatible server (Ollama, llama.cpp, vLLM, LM Studio) by writing ${r}:`,
      '  { "providers": { "ollama": { "baseUrl": "http://localhost:11434/v1", "api": "openai-completions",',
      '      "models": [{ "id": "qwen2.5-coder:7b" }] } } }',
      "  then run: keel --model ollama/qwen2.5-coder:7b",
    ];
  if (t !== void 0) {
    const o = mi(t.provider),
      s = o.length > 0 ? `set ${o.join(" or ")}` : "set the provider's key variable";
    return {
      severity: "error",
      source: t.provider,
      message: `no API key for provider "${t.provider}" (model ${t.provider}/${t.id})`,
      hint: [
        "Give it one of these ways:",
        `  ${s}  (e.g. export ${o[0] ?? "MY_PROVIDER_API_KEY"}=\u2026)`,
        "  pass --api-key <key> for this run",
        `  save it: keel auth login --provider ${t.provider} --api-key`,
        `  or add "apiKey" to the provider in ${r} (literal, variable name, or "!command")`,
        ...n.slice(0, 1).map((i) => i.replace(/^or use/, "Or use")),
        ...n.slice(1),
      ].join(`
`),
    };
  }
  return {
    severity: "error",
    source: "model",
    message: "no model with a usable API key",
    hint: [
      "Set a provider key, for example:",
      "  export ANTHROPIC_API_KEY=\u2026   (or OPENAI_API_KEY, GEMINI_API_KEY, \u2026)",
      "  or pass --model <provider/id> --api-key <key>",
      "  or save one: keel auth login --provider <provider> --api-key",
      ...n.map((o, s) => (s === 0 ? `  ${o}` : `  ${o}`)),
    ].join(`
`),
  };
}
async function Z$(e, t) {
  const r = t.cliApiKey?.trim();
  if (r) return { ok: !0, key: r, source: "cli", detail: "--api-key" };
  const n = gh(t.auth, e);
  if (n) return { ok: !0, key: n, source: "auth", detail: "auth.json" };
  for (const i of mi(e)) {
    const a = t.env[i]?.trim();
    if (a) return { ok: !0, key: a, source: "env", detail: i };
  }
  const o = t.modelsJsonKeys.get(e);
  if (o === void 0) return { ok: !1, reason: "missing" };
  const s = await iD(o, { env: t.env, ...(t.run ? { run: t.run } : {}) });
  return s.ok
    ? { ok: !0, key: s.value, source: "models-json", detail: "models.json" }
    : {
        ok: !1,
        reason: "failed",
        diagnostic: {
          severity: "error",
          source: "models.json",
          path: `/providers/${e.replaceAll("~", "~0").replaceAll("/", "~1")}/apiKey`,
          message: `no API key for provider "${e}": ${s.message}`,
        },
      };
}
function ym(e, t) {
  return t.cliApiKey?.trim() ||
    gh(t.auth, e.provider) ||
    mi(e.provider).some((r) => t.env[r]?.trim()) ||
    t.modelsJsonKeys.has(e.provider)
    ? "configured"
    : xh(e.baseUrl)
      ? "not-needed"
      : "missing";
}
function xh(e) {
  let t;
  try {
    t = new URL(e).hostname.toLowerCase();
  } catch {
    return !1;
  }
  return (
    t.startsWith("[") && t.endsWith("]") && (t = t.slice(1, -1)),
    t === "localhost" || t.endsWith(".localhost") || t === "::1" || t === "0.0.0.0" || /^127\./.test(t)
  );
}
async function cD(e) {
  const t = await gm(e.home.models),
    r = await Ba(e.home.auth),
    n = [...t.diagnostics, ...r.diagnostics],
    { unregister: o } = t,
    s = { auth: r.entries, env: e.env, modelsJsonKeys: t.apiKeys, ...(e.run ? { run: e.run } : {}) },
    i = sD({
      models: hm(),
      hasKey: (l) => ym(l, s) !== "missing",
      ...(e.cliModel !== void 0 ? { cliModel: e.cliModel } : {}),
      ...(e.cliProvider !== void 0 ? { cliProvider: e.cliProvider } : {}),
      ...(e.defaultModel !== void 0 ? { defaultModel: e.defaultModel } : {}),
      ...(e.defaultProvider !== void 0 ? { defaultProvider: e.defaultProvider } : {}),
    });
  if (!i.ok)
    return "none" in i
      ? (n.push(X$({ modelsJsonPath: e.home.models })), { ok: !1, reason: "no-key", diagnostics: n, unregister: o })
      : (n.push(i.diagnostic), { ok: !1, reason: "usage", diagnostics: n, unregister: o });
  const { model: a } = i,
    c = e.cliThinking ?? i.thinkingLevel ?? e.defaultThinkingLevel ?? "medium",
    m = a.reasoning ? c : "off",
    p = await Z$(a.provider, { ...s, ...(e.cliApiKey !== void 0 ? { cliApiKey: e.cliApiKey } : {}) });
  return p.ok
    ? { ok: !0, model: a, apiKey: p.key, keySource: p.source, thinkingLevel: m, diagnostics: n, unregister: o }
    : p.reason === "failed"
      ? (n.push(p.diagnostic), { ok: !1, reason: "no-key", diagnostics: n, unregister: o })
      : xh(a.baseUrl)
        ? { ok: !0, model: a, thinkingLevel: m, diagnostics: n, unregister: o }
        : (n.push(X$({ model: a, modelsJsonPath: e.home.models })),
          { ok: !1, reason: "no-key", diagnostics: n, unregister: o });
}
function mD(e) {
  return e.type !== "message_update"
    ? e
    : { type: "message_update", usage: e.message.usage, assistantMessageEvent: Gee(e.assistantMessageEvent) };
}
function Gee(e) {
  switch (e.type) {
    case "start":
      return { type: "start" };
    case "text_start":
    case "thinking_start":
      return { type: e.type, contentIndex: e.contentIndex };
    case "text_delta":
    case "thinking_delta":
    case "toolcall_delta":
      return { type: e.type, contentIndex: e.contentIndex, delta: e.delta };
    case "text_end":
    case "thinking_end":
      return { type: e.type, contentIndex: e.contentIndex, content: e.content };
    case "toolcall_start": {
      const t = e.partial.content[e.contentIndex],
        r = t?.type === "toolCall" ? t : void 0;
      return { type: "toolcall_start", contentIndex: e.contentIndex, id: r?.id ?? "", toolName: r?.name ?? "" };
    }
    case "toolcall_end":
      return { type: "toolcall_end", contentIndex: e.contentIndex, toolCall: e.toolCall };
    case "done":
      return { type: "done", reason: e.reason };
    case "error":
      return { type: "error", reason: e.reason };
    default:
      return e;
  }
}
function fD(e) {
  let t = !1,
    r = Promise.resolve(),
    n = () => {
      t = !0;
    };
  e.on("error", n), e.on("close", n);
  const o = () =>
    new Promise((s) => {
      const i = () => {
        e.off("drain", i), e.off("close", i), e.off("error", i), s();
      };
      e.on("drain", i), e.on("close", i), e.on("error", i);
    });
  return {
    write(s) {
      const i = `${JSON.stringify(s)}
`;
      return (
        (r = r.then(async () => {
          t || e.destroyed || e.write(i) || (await o());
        })),
        r
      );
    },
    flush() {
      return r;
    },
  };
}
function xm(e) {
  if (e === void 0)
    return { stdout: "", stderr: ["keel: the run ended without an answer from the model."], exitCode: 1 };
  const t = e.content
      .filter((n) => n.type === "text")
      .map((n) => n.text)
      .join(""),
    r =
      t === "" ||
      t.endsWith(`
`)
        ? t
        : `${t}
`;
  switch (e.stopReason) {
    case "stop":
      return t.trim() === ""
        ? {
            stdout: r,
            stderr: ["keel: the model finished without any text in its answer (--verbose shows what it did)."],
            exitCode: 1,
          }
        : { stdout: r, stderr: [], exitCode: 0 };
    case "toolUse":
      return { stdout: r, stderr: [], exitCode: 0 };
    case "length":
      return {
        stdout: r,
        stderr: [
          `keel: the answer was cut off at the output-token limit after ${e.usage.output} tokens; the text above is partial. Raise the model's maxTokens (models.json) or ask for a shorter answer.`,
        ],
        exitCode: 1,
      };
    case "error":
      return { stdout: r, stderr: [`keel: ${e.errorMessage ?? "the model request failed."}`], exitCode: 1 };
    case "aborted":
      return { stdout: r, stderr: [`keel: aborted${e.errorMessage ? `: ${e.errorMessage}` : "."}`], exitCode: 1 };
    default: {
      const n = e.stopReason;
      return { stdout: r, stderr: [`keel: unexpected stop reason ${String(n)}`], exitCode: 1 };
    }
  }
}
async function Q$(e, t) {
  const r = fD(t.stdout);
  await r.write(t.header);
  const n = e.subscribe((o) => r.write(o.type === "retry_scheduled" || o.type === "retry_end" ? o : mD(o)));
  try {
    let o = 1;
    for (const s of t.prompts) if ((await e.prompt(s), (o = xm(e.lastAssistantMessage()).exitCode), o !== 0)) break;
    return (await r.flush(), o);
  } finally {
    n();
  }
}
function Bee(e) {
  const t = JSON.stringify(e);
  return t.length > 160 ? `${t.slice(0, 159)}\u2026` : t;
}
function pD(e, t) {
  switch (e.type) {
    case "retry_scheduled":
      return `keel: ${e.errorMessage || e.errorKind}; retrying in ${(e.delayMs / 1e3).toFixed(1)} s (attempt ${e.attempt} of ${e.maxAttempts})`;
    case "retry_end":
      return e.success ? `keel: the retry succeeded after ${e.attempts} attempt(s)` : void 0;
    case "tool_execution_start":
      return t ? `\u2192 ${e.toolName} ${Bee(e.args)}` : void 0;
    case "tool_execution_end": {
      if (!t) return;
      const r = e.result.content.find((o) => o.type === "text"),
        n =
          r && r.type === "text"
            ? r.text
                .split(
                  `
`,
                  1,
                )[0]
                ?.slice(0, 160)
            : void 0;
      return `${e.isError ? "\u2717" : "\u2713"} ${e.toolName} (${Math.round(e.durationMs)} ms)${e.isError && n ? `: ${n}` : ""}`;
    }
    default:
      return;
  }
}
async function eb(e, t) {
  const r = e.subscribe((n) => {
    const o = pD(n, t.verbose === !0);
    o !== void 0 &&
      t.stderr.write(`${o}
`);
  });
  try {
    let n = xm(void 0);
    for (const o of t.prompts) if ((await e.prompt(o), (n = xm(e.lastAssistantMessage())), n.exitCode !== 0)) break;
    n.stdout !== "" && (await zee(t.stdout, n.stdout));
    for (const o of n.stderr)
      t.stderr.write(`${o}
`);
    return n.exitCode;
  } finally {
    r();
  }
}
function zee(e, t) {
  return new Promise((r) => {
    e.write(t) ? r() : e.once("drain", () => r());
  });
}

import { readFile as hD, readFile as Yee } from "node:fs/promises";
import { resolve as nte, join as Qee, extname as rte, basename as Xee, extname as Zee } from "node:path";

function Hee(e) {
  const t = e.trim();
  return t.length >= 2 && ((t.startsWith('"') && t.endsWith('"')) || (t.startsWith("'") && t.endsWith("'")))
    ? t.slice(1, -1)
    : t;
}
function Ih(e) {
  const t = e.charCodeAt(0) === 65279 ? e.slice(1) : e,
    r = t.split(/\r?\n/);
  if (r[0]?.trim() !== "---") return { ok: !0, data: {}, body: t };
  let n = {},
    o;
  for (let s = 1; s < r.length; s++) {
    const i = r[s] ?? "";
    if (i.trim() === "---")
      return {
        ok: !0,
        data: n,
        body: r.slice(s + 1).join(`
`),
      };
    if (i.trim() === "" || i.trimStart().startsWith("#")) continue;
    if (/^\s/.test(i) && o !== void 0) {
      n[o] = `${n[o] ?? ""} ${i.trim()}`.trim();
      continue;
    }
    const a = /^([A-Za-z0-9_-]+)\s*:(.*)$/.exec(i);
    if (!a?.[1]) return { ok: !1, line: s + 1, message: `expected "key: value", found ${JSON.stringify(i)}` };
    o = a[1];
    const c = (a[2] ?? "").trim();
    n[o] = c === "|" || c === ">" ? "" : Hee(c);
  }
  return { ok: !1, line: r.length, message: 'the front matter has no closing "---" line' };
}

import { stat as Jee, realpath as Vee, readdir as Wee } from "node:fs/promises";

async function Co(e) {
  try {
    return await Jee(e);
  } catch {
    return;
  }
}
async function $h(e) {
  try {
    return (await Wee(e)).sort();
  } catch {
    return [];
  }
}
async function za(e) {
  try {
    return await Vee(e);
  } catch {
    return e;
  }
}
async function tb(e) {
  const t = [];
  for (const r of await $h(e)) {
    if (Zee(r) !== ".md" || r.startsWith(".")) continue;
    const n = Qee(e, r);
    (await Co(n))?.isFile() && t.push(n);
  }
  return t;
}
async function lD(e) {
  const t = [],
    r = [],
    n = new Set(),
    o = async (i, a) => {
      const c = await za(i);
      if (n.has(c)) return;
      n.add(c);
      let m;
      try {
        m = await Yee(i, "utf8");
      } catch (E) {
        r.push({ severity: "error", source: i, message: `cannot read: ${E.message}` });
        return;
      }
      const p = Ih(m);
      if (!p.ok) {
        r.push({ severity: "error", source: i, line: p.line, message: `prompt template not loaded: ${p.message}` });
        return;
      }
      const l = Xee(i, ".md"),
        g = t.find((E) => E.name === l);
      if (g) {
        r.push({
          severity: "warning",
          source: i,
          message: `prompt template "/${l}" is already defined by ${g.path}; this one is ignored`,
        });
        return;
      }
      const y = p.body.replace(/^\s*\n/, ""),
        x =
          p.data.description?.trim() ||
          (y
            .split(`
`)
            .find((E) => E.trim() !== "")
            ?.trim() ??
            ""),
        $ = p.data["argument-hint"]?.trim();
      t.push({ name: l, description: x, ...($ ? { argumentHint: $ } : {}), body: y, path: i, source: a });
    },
    s = async (i, a, c) => {
      const m = await Co(i);
      if (m === void 0) r.push({ severity: "error", source: c, message: `prompt template not found: ${i}` });
      else if (m.isFile()) await o(i, a);
      else for (const p of await tb(i)) await o(p, a);
    };
  if (e.noPromptTemplates !== !0) {
    for (const i of await tb(e.userDir)) await o(i, "user");
    if (e.projectDir !== void 0) for (const i of await tb(e.projectDir)) await o(i, "project");
    for (const i of e.settingsPaths ?? []) await s(i, "settings", "settings: prompts");
  }
  for (const i of e.cliPaths ?? []) await s(i, "cli", "--prompt-template");
  return { templates: t, diagnostics: r };
}
function ete(e) {
  let t = [],
    r = 0;
  for (; r < e.length; ) {
    for (; r < e.length && /\s/.test(e.charAt(r)); ) r++;
    if (r >= e.length) break;
    const n = e.charAt(r);
    if (n === '"' || n === "'") {
      let s = r + 1,
        i = "",
        a = !1;
      for (; s < e.length; ) {
        const c = e.charAt(s);
        if (c === "\\" && e.charAt(s + 1) === n) (i += n), (s += 2);
        else if (c === n) {
          (a = !0), s++;
          break;
        } else (i += c), s++;
      }
      if (a) {
        t.push(i), (r = s);
        continue;
      }
    }
    let o = r;
    for (; o < e.length && !/\s/.test(e.charAt(o)); ) o++;
    t.push(e.slice(r, o)), (r = o);
  }
  return t;
}
function tte(e, t) {
  const r = t.join(" ");
  return e.replace(/\$\{(\d+|@)(?::-([^}]*)|:(\d+)(?::(\d+))?)?\}|\$(\d+)|\$ARGUMENTS|\$@/g, (n, o, s, i, a, c) => {
    if (c !== void 0) return t[Number(c) - 1] ?? "";
    if (o === void 0) return r;
    if (o === "@") {
      if (i !== void 0) {
        const p = Math.max(0, Number(i) - 1);
        return t.slice(p, a === void 0 ? void 0 : p + Number(a)).join(" ");
      }
      return r !== "" ? r : (s ?? "");
    }
    if (i !== void 0) return n;
    const m = t[Number(o) - 1];
    return m !== void 0 && m !== "" ? m : (s ?? "");
  });
}
function dD(e, t) {
  const r = /^\/([^\s/]+)(?:\s+([\s\S]*))?$/.exec(e.trim());
  if (!r?.[1]) return;
  const n = t.find((o) => o.name === r[1]);
  if (n) return tte(n.body, ete(r[2] ?? ""));
}
var ote = {
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
};
async function bh(e) {
  const t = e.now ?? Date.now,
    r = [],
    n = [];
  for (const p of e.positionals) p.startsWith("@") && p.length > 1 ? n.push(p.slice(1)) : r.push(p);
  const o = [],
    s = [];
  for (const p of n) {
    const l = nte(e.cwd, p);
    try {
      const g = ote[rte(l).toLowerCase()];
      g
        ? o.push({ type: "image", data: (await hD(l)).toString("base64"), mimeType: g })
        : o.push({
            type: "text",
            text: `<file name="${p}">
${await hD(l, "utf8")}
</file>`,
          });
    } catch (g) {
      const y = g.code;
      s.push({
        severity: "error",
        source: `@${p}`,
        message: y === "ENOENT" ? `no such file: ${l}` : `cannot read ${l}: ${g.message}`,
        hint: "An argument starting with @ attaches a file; put -- before a prompt that starts with @ to send it as text.",
      });
    }
  }
  if (s.length > 0) return { ok: !1, diagnostics: s };
  const i = r.map((p) => dD(p, e.templates ?? []) ?? p),
    c = [e.stdin?.replace(/\s+$/, ""), i[0]].filter((p) => p !== void 0 && p !== ""),
    m = [];
  if (c.length > 0 || o.length > 0) {
    const p = c.join(`

`);
    m.push({
      role: "user",
      content: o.length === 0 ? p : [...o, ...(p ? [{ type: "text", text: p }] : [])],
      timestamp: t(),
    });
  }
  for (const p of i.slice(1)) m.push({ role: "user", content: p, timestamp: t() });
  return { ok: !0, messages: m };
}

import { readFile as ste } from "node:fs/promises";
import { resolve as ate, dirname as gD, join as ite } from "node:path";

var ute = ["AGENTS.md", "CLAUDE.md"];
async function yD(e) {
  for (const t of ute) {
    const r = ite(e, t);
    if ((await Co(r))?.isFile()) return r;
  }
}
async function xD(e) {
  if (e.noContextFiles === !0) return { files: [], diagnostics: [] };
  const t = [];
  for (let i = ate(e.cwd); t.unshift(i), gD(i) !== i; i = gD(i));
  const r = [await yD(e.keelHome)];
  for (const i of t) r.push(await yD(i));
  const n = [],
    o = [],
    s = new Set();
  for (const i of r) {
    if (i === void 0) continue;
    const a = await za(i);
    if (!s.has(a)) {
      s.add(a);
      try {
        n.push({ path: i, content: await ste(i, "utf8") });
      } catch (c) {
        o.push({ severity: "warning", source: i, message: `context file not loaded: ${c.message}` });
      }
    }
  }
  return { files: n, diagnostics: o };
}

import { readFile as cte } from "node:fs/promises";
import { join as ID, dirname as mte, basename as rb } from "node:path";

var $D = "SKILL.md",
  fte = /^[a-z0-9]+(-[a-z0-9]+)*$/;
async function Eh(e, t = 0) {
  if (t > 8) return [];
  const r = ID(e, $D);
  if ((await Co(r))?.isFile()) return [r];
  const n = [];
  for (const o of await $h(e)) {
    if (o.startsWith(".") || o === "node_modules") continue;
    const s = ID(e, o);
    (await Co(s))?.isDirectory() && n.push(...(await Eh(s, t + 1)));
  }
  return n;
}
async function bD(e) {
  const t = [],
    r = [],
    n = new Set(),
    o = async (i, a) => {
      const c = await za(i);
      if (n.has(c)) return;
      n.add(c);
      let m;
      try {
        m = await cte(i, "utf8");
      } catch ($) {
        r.push({ severity: "error", source: i, message: `cannot read: ${$.message}` });
        return;
      }
      const p = Ih(m);
      if (!p.ok) {
        r.push({ severity: "error", source: i, line: p.line, message: `skill not loaded: ${p.message}` });
        return;
      }
      const l = mte(i),
        g = p.data.name?.trim() || (rb(i) === $D ? rb(l) : rb(i, ".md")),
        y = p.data.description?.trim() ?? "";
      if (y === "") {
        r.push({
          severity: "warning",
          source: i,
          line: 1,
          message: "skill not loaded: it has no description",
          hint: "Add front matter with `name:` and `description:` (what it does and when to use it).",
        });
        return;
      }
      (!fte.test(g) || g.length > 64) &&
        r.push({
          severity: "warning",
          source: i,
          message: `skill name "${g}" should be lowercase letters, digits and single hyphens (at most 64)`,
        });
      const x = t.find(($) => $.name === g);
      if (x) {
        r.push({
          severity: "warning",
          source: i,
          message: `skill "${g}" is already defined by ${x.path}; this one is ignored`,
        });
        return;
      }
      t.push({
        name: g,
        description: y,
        path: i,
        baseDir: l,
        source: a,
        disableModelInvocation: p.data["disable-model-invocation"]?.trim() === "true",
      });
    },
    s = async (i, a, c) => {
      const m = await Co(i);
      if (m === void 0) {
        r.push({ severity: "error", source: c, message: `skill not found: ${i}` });
        return;
      }
      if (m.isFile()) return o(i, a);
      for (const p of await Eh(i)) await o(p, a);
    };
  if (e.noSkills !== !0) {
    for (const i of await Eh(e.userDir)) await o(i, "user");
    if (e.projectDir !== void 0) for (const i of await Eh(e.projectDir)) await o(i, "project");
    for (const i of e.settingsPaths ?? []) await s(i, "settings", "settings: skills");
  }
  for (const i of e.cliPaths ?? []) await s(i, "cli", "--skill");
  return { skills: t, diagnostics: r };
}
Or();
var wh = 1,
  nb = I.Object({ type: I.Literal("text"), text: I.String(), textSignature: I.Optional(I.String()) }),
  ED = I.Object({ type: I.Literal("image"), data: I.String(), mimeType: I.String() }),
  pte = I.Object({
    type: I.Literal("thinking"),
    thinking: I.String(),
    thinkingSignature: I.Optional(I.String()),
    redacted: I.Optional(I.Boolean()),
  }),
  lte = I.Object({
    type: I.Literal("toolCall"),
    id: I.String({ minLength: 1 }),
    name: I.String(),
    arguments: I.Record(I.String(), I.Unknown()),
    argumentsError: I.Optional(I.String()),
    thoughtSignature: I.Optional(I.String()),
  }),
  wD = I.Object({
    input: I.Number(),
    output: I.Number(),
    cacheRead: I.Number(),
    cacheWrite: I.Number(),
    reasoning: I.Optional(I.Number()),
    totalTokens: I.Number(),
    cost: I.Object({
      input: I.Number(),
      output: I.Number(),
      cacheRead: I.Number(),
      cacheWrite: I.Number(),
      total: I.Number(),
    }),
  }),
  SD = I.Union([I.String(), I.Array(I.Union([nb, ED]))]),
  dte = I.Object({ role: I.Literal("user"), content: SD, timestamp: I.Number() }),
  hte = I.Object({
    role: I.Literal("assistant"),
    content: I.Array(I.Union([nb, pte, lte])),
    api: I.String(),
    provider: I.String(),
    model: I.String(),
    usage: wD,
    stopReason: I.Union([
      I.Literal("stop"),
      I.Literal("length"),
      I.Literal("toolUse"),
      I.Literal("error"),
      I.Literal("aborted"),
    ]),
    errorMessage: I.Optional(I.String()),
    timestamp: I.Number(),
  }),
  gte = I.Object({
    role: I.Literal("toolResult"),
    toolCallId: I.String({ minLength: 1 }),
    toolName: I.String(),
    content: I.Array(I.Union([nb, ED])),
    details: I.Optional(I.Unknown()),
    isError: I.Boolean(),
    timestamp: I.Number(),
  }),
  yte = I.Union([
    I.Literal("off"),
    I.Literal("minimal"),
    I.Literal("low"),
    I.Literal("medium"),
    I.Literal("high"),
    I.Literal("xhigh"),
  ]),
  mo = {
    id: I.String({ minLength: 1 }),
    parentId: I.Union([I.String({ minLength: 1 }), I.Null()]),
    timestamp: I.String(),
  },
  ob = I.Object({
    type: I.Literal("session"),
    version: I.Integer({ minimum: 0 }),
    id: I.String({ minLength: 1 }),
    timestamp: I.String(),
    cwd: I.String(),
    parentSession: I.Optional(I.String()),
  }),
  xte = I.Object({ type: I.Literal("message"), ...mo, message: I.Union([dte, hte, gte]) }),
  Ite = I.Object({ type: I.Literal("model_change"), ...mo, provider: I.String(), modelId: I.String() }),
  $te = I.Object({ type: I.Literal("thinking_level_change"), ...mo, thinkingLevel: yte }),
  bte = I.Object({ type: I.Literal("active_tools_change"), ...mo, tools: I.Array(I.String()) }),
  Ete = I.Object({
    type: I.Literal("compaction"),
    ...mo,
    summary: I.String(),
    firstKeptEntryId: I.String({ minLength: 1 }),
    tokensBefore: I.Number({ minimum: 0 }),
    usage: I.Optional(wD),
    details: I.Optional(I.Unknown()),
    fromExtension: I.Optional(I.Boolean()),
  }),
  wte = I.Object({
    type: I.Literal("branch_summary"),
    ...mo,
    fromId: I.String({ minLength: 1 }),
    summary: I.String(),
    details: I.Optional(I.Unknown()),
  }),
  Ste = I.Object({
    type: I.Literal("custom"),
    ...mo,
    customType: I.String({ minLength: 1 }),
    data: I.Optional(I.Unknown()),
  }),
  Tte = I.Object({
    type: I.Literal("custom_message"),
    ...mo,
    customType: I.String({ minLength: 1 }),
    content: SD,
    display: I.Boolean(),
    details: I.Optional(I.Unknown()),
  }),
  kte = I.Object({
    type: I.Literal("label"),
    ...mo,
    targetId: I.String({ minLength: 1 }),
    label: I.Optional(I.String()),
  }),
  _te = I.Object({ type: I.Literal("session_info"), ...mo, name: I.Optional(I.String()) }),
  sb = [xte, Ite, $te, bte, Ete, wte, Ste, Tte, kte, _te],
  TD = I.Union([ob, ...sb]);
var vte = [];
function kD(e, t, r = vte, n = wh) {
  const s = e[0]?.version;
  if (typeof s != "number" || !Number.isInteger(s) || s < 0)
    return {
      ok: !1,
      diagnostic: {
        severity: "error",
        source: t,
        line: 1,
        path: "/version",
        message: "the session header has no valid version",
        hint: "This is not a Keel session file, or its first line was edited by hand.",
      },
    };
  if (s > n)
    return {
      ok: !1,
      diagnostic: {
        severity: "error",
        source: t,
        line: 1,
        path: "/version",
        message: `session format version ${s} is newer than this Keel reads (up to ${n})`,
        hint: "Upgrade Keel to open this session; the file was left untouched.",
      },
    };
  let i = [...e];
  for (let a = s; a < n; a++) {
    const c = r.find((m) => m.from === a);
    if (c === void 0)
      return {
        ok: !1,
        diagnostic: {
          severity: "error",
          source: t,
          line: 1,
          path: "/version",
          message: `no migration from session format version ${a}`,
          hint: "The file was left untouched; it may come from an unreleased Keel.",
        },
      };
    (i = c.migrate(i)), (i[0] = { ...i[0], version: a + 1 });
  }
  return { ok: !0, lines: i, fromVersion: s };
}
it();
qn();
b();
function Im(e) {
  return (
    u.HasPropertyKey(e, "~refine") &&
    u.IsArray(e["~refine"]) &&
    u.Every(
      e["~refine"],
      0,
      (t) =>
        u.IsObject(t) &&
        u.HasPropertyKey(t, "check") &&
        u.HasPropertyKey(t, "error") &&
        u.IsFunction(t.check) &&
        u.IsFunction(t.error),
    )
  );
}
b();
b();
function kt(e) {
  return u.IsObject(e) && !u.IsArray(e);
}
function Is(e) {
  return u.IsBoolean(e);
}
function B(e) {
  return kt(e) || Is(e);
}
function Ha(e) {
  return u.HasPropertyKey(e, "additionalItems") && B(e.additionalItems);
}
b();
function rn(e) {
  return u.HasPropertyKey(e, "additionalProperties") && B(e.additionalProperties);
}
b();
function $m(e) {
  return u.HasPropertyKey(e, "allOf") && u.IsArray(e.allOf) && e.allOf.every((t) => B(t));
}
b();
function _D(e) {
  return u.HasPropertyKey(e, "$anchor") && u.IsString(e.$anchor);
}
b();
function bm(e) {
  return u.HasPropertyKey(e, "anyOf") && u.IsArray(e.anyOf) && e.anyOf.every((t) => B(t));
}
b();
function Sh(e) {
  return u.HasPropertyKey(e, "const");
}
b();
function fo(e) {
  return u.HasPropertyKey(e, "contains") && B(e.contains);
}
b();
function Lr(e) {
  return u.HasPropertyKey(e, "default");
}
b();
b();
function Em(e) {
  return (
    u.HasPropertyKey(e, "dependencies") &&
    u.IsObject(e.dependencies) &&
    Object.values(e.dependencies).every((t) => B(t) || (u.IsArray(t) && t.every((r) => u.IsString(r))))
  );
}
b();
function wm(e) {
  return (
    u.HasPropertyKey(e, "dependentRequired") &&
    u.IsObject(e.dependentRequired) &&
    Object.values(e.dependentRequired).every((t) => u.IsArray(t) && t.every((r) => u.IsString(r)))
  );
}
b();
function Wa(e) {
  return (
    u.HasPropertyKey(e, "dependentSchemas") &&
    u.IsObject(e.dependentSchemas) &&
    Object.values(e.dependentSchemas).every((t) => B(t))
  );
}
b();
function $s(e) {
  return u.HasPropertyKey(e, "$dynamicAnchor") && u.IsString(e.$dynamicAnchor);
}
b();
function Sm(e) {
  return u.HasPropertyKey(e, "$dynamicRef") && u.IsString(e.$dynamicRef);
}
b();
function Tm(e) {
  return u.HasPropertyKey(e, "else") && B(e.else);
}
b();
function Th(e) {
  return u.HasPropertyKey(e, "enum") && u.IsArray(e.enum);
}
b();
function km(e) {
  return u.HasPropertyKey(e, "exclusiveMaximum") && (u.IsNumber(e.exclusiveMaximum) || u.IsBigInt(e.exclusiveMaximum));
}
b();
function Sn(e) {
  return u.HasPropertyKey(e, "exclusiveMinimum") && (u.IsNumber(e.exclusiveMinimum) || u.IsBigInt(e.exclusiveMinimum));
}
b();
function yi(e) {
  return u.HasPropertyKey(e, "format") && u.IsString(e.format);
}
b();
function tr(e) {
  return u.HasPropertyKey(e, "$id") && u.IsString(e.$id);
}
b();
function _m(e) {
  return u.HasPropertyKey(e, "if") && B(e.if);
}
b();
function Ao(e) {
  return u.HasPropertyKey(e, "items") && (B(e.items) || (u.IsArray(e.items) && e.items.every((t) => B(t))));
}
function vm(e) {
  return Ao(e) && u.IsArray(e.items);
}
b();
function Pm(e) {
  return u.HasPropertyKey(e, "maximum") && (u.IsNumber(e.maximum) || u.IsBigInt(e.maximum));
}
b();
function Om(e) {
  return u.HasPropertyKey(e, "maxContains") && u.IsNumber(e.maxContains);
}
b();
function Va(e) {
  return u.HasPropertyKey(e, "maxItems") && u.IsNumber(e.maxItems);
}
b();
function Cm(e) {
  return u.HasPropertyKey(e, "maxLength") && u.IsNumber(e.maxLength);
}
b();
function Am(e) {
  return u.HasPropertyKey(e, "maxProperties") && u.IsNumber(e.maxProperties);
}
b();
function Tn(e) {
  return u.HasPropertyKey(e, "minimum") && (u.IsNumber(e.minimum) || u.IsBigInt(e.minimum));
}
b();
function Ro(e) {
  return u.HasPropertyKey(e, "minContains") && u.IsNumber(e.minContains);
}
b();
function bs(e) {
  return u.HasPropertyKey(e, "minItems") && u.IsNumber(e.minItems);
}
b();
function xi(e) {
  return u.HasPropertyKey(e, "minLength") && u.IsNumber(e.minLength);
}
b();
function Ii(e) {
  return u.HasPropertyKey(e, "minProperties") && u.IsNumber(e.minProperties);
}
b();
function Rm(e) {
  return u.HasPropertyKey(e, "multipleOf") && (u.IsNumber(e.multipleOf) || u.IsBigInt(e.multipleOf));
}
b();
function Mm(e) {
  return u.HasPropertyKey(e, "not") && B(e.not);
}
b();
function Nm(e) {
  return u.HasPropertyKey(e, "oneOf") && u.IsArray(e.oneOf) && e.oneOf.every((t) => B(t));
}
b();
function $i(e) {
  return u.HasPropertyKey(e, "pattern") && (u.IsString(e.pattern) || e.pattern instanceof RegExp);
}
b();
function Mo(e) {
  return (
    u.HasPropertyKey(e, "patternProperties") &&
    u.IsObject(e.patternProperties) &&
    Object.values(e.patternProperties).every((t) => B(t))
  );
}
b();
function kn(e) {
  return u.HasPropertyKey(e, "prefixItems") && u.IsArray(e.prefixItems) && e.prefixItems.every((t) => B(t));
}
b();
function No(e) {
  return (
    u.HasPropertyKey(e, "properties") && u.IsObject(e.properties) && Object.values(e.properties).every((t) => B(t))
  );
}
b();
function Ja(e) {
  return u.HasPropertyKey(e, "propertyNames") && (u.IsObject(e.propertyNames) || B(e.propertyNames));
}
b();
function Pte(e) {
  return u.HasPropertyKey(e, "$recursiveAnchor") && u.IsBoolean(e.$recursiveAnchor);
}
function Fm(e) {
  return Pte(e) && u.IsEqual(e.$recursiveAnchor, !0);
}
b();
function Lm(e) {
  return u.HasPropertyKey(e, "$recursiveRef") && u.IsString(e.$recursiveRef);
}
b();
function jm(e) {
  return u.HasPropertyKey(e, "$ref") && u.IsString(e.$ref);
}
b();
function _n(e) {
  return u.HasPropertyKey(e, "required") && u.IsArray(e.required) && e.required.every((t) => u.IsString(t));
}
b();
function Dm(e) {
  return u.HasPropertyKey(e, "then") && B(e.then);
}
b();
function qm(e) {
  return (
    u.HasPropertyKey(e, "type") && (u.IsString(e.type) || (u.IsArray(e.type) && e.type.every((t) => u.IsString(t))))
  );
}
b();
function Es(e) {
  return u.HasPropertyKey(e, "uniqueItems") && u.IsBoolean(e.uniqueItems);
}
b();
function ws(e) {
  return u.HasPropertyKey(e, "unevaluatedItems") && B(e.unevaluatedItems);
}
b();
function Ss(e) {
  return u.HasPropertyKey(e, "unevaluatedProperties") && B(e.unevaluatedProperties);
}
b();
function Ote(e) {
  return ws(e) || Ss(e) || u.Some(u.Keys(e), (t) => kh(e[t]));
}
function Cte(e) {
  return u.Some(e, (t) => kh(t));
}
function kh(e) {
  return u.IsArray(e) ? Cte(e) : u.IsObject(e) ? Ote(e) : !1;
}
function vD(e, t) {
  return kh(t) || u.Some(u.Keys(e), (r) => kh(e[r]));
}
var _h = class {
    constructor(t) {
      this.hasUnevaluated = t;
    }
    UseUnevaluated() {
      return this.hasUnevaluated;
    }
    Push() {
      return h.Call(h.Member("context", "Push"), []);
    }
    Pop() {
      return h.Call(h.Member("context", "Pop"), []);
    }
    AddIndex(t) {
      return h.Call(h.Member("context", "AddIndex"), [t]);
    }
    AddKey(t) {
      return h.Call(h.Member("context", "AddKey"), [t]);
    }
    Merge(t) {
      return h.Call(h.Member("context", "Merge"), [t]);
    }
  },
  Rt = class {
    constructor() {
      const t = new Set(),
        r = new Set();
      this.stack = [{ indices: t, keys: r }];
    }
    Push() {
      const t = new Set(),
        r = new Set();
      return (this.stack.push({ indices: t, keys: r }), !0);
    }
    Pop() {
      return (this.stack.pop(), !0);
    }
    AddIndex(t) {
      return (this.GetIndices().add(t), !0);
    }
    AddKey(t) {
      return (this.GetKeys().add(t), !0);
    }
    GetIndices() {
      return this.stack[this.stack.length - 1].indices;
    }
    GetKeys() {
      return this.stack[this.stack.length - 1].keys;
    }
    Merge(t) {
      for (const r of t)
        r.GetIndices().forEach((n) => this.GetIndices().add(n)), r.GetKeys().forEach((n) => this.GetKeys().add(n));
      return !0;
    }
  },
  Mt = class extends Rt {
    constructor() {
      super(), (this.errors = []);
    }
    AtCapacity() {
      return this.errors.length >= Ge.Get().maxErrors;
    }
    AddError(t, r, n, o) {
      return this.AddErrorObject({ keyword: t, schemaPath: r, instancePath: n, params: o });
    }
    AddErrors(t) {
      return (t.forEach((r) => this.AddErrorObject(r)), !1);
    }
    GetErrors() {
      return this.errors;
    }
    AddErrorObject(t) {
      return (this.AtCapacity() || this.errors.push(t), !1);
    }
  };
var vh = { identifier: "External", variables: [] };
function dr(e) {
  const t = `External[${vh.variables.length}]`;
  return (vh.variables.push(e), t);
}
function PD() {
  vh.variables = [];
}
function OD() {
  return { ...vh };
}
b();
b();
function Ate(e, t, r, n) {
  const o = dr(r["~refine"]);
  return h.Every(o, h.Constant(0), ["refinement", "_"], h.Call(h.Member("refinement", "check"), [n]));
}
function Rte(e, t, r, n) {
  const o = dr(r["~refine"][0]);
  return h.Call(h.Member(o, "check"), [n]);
}
function CD(e, t, r, n) {
  return u.IsEqual(r["~refine"].length, 1) ? Rte(e, t, r, n) : Ate(e, t, r, n);
}
function AD(e, t, r, n) {
  return u.Every(r["~refine"], 0, (o, s) => o.check(n));
}
function RD(e, t, r, n, o, s) {
  return u.EveryAll(
    o["~refine"],
    0,
    (i, a) => i.check(s) || t.AddError("~refine", r, n, { index: a, message: i.error(s) }),
  );
}
b();
var Um = "urn:typebox:root";
function Fo(e, t) {
  return URL.canParse(e, t)
    ? new URL(e, t)
    : u.IsEqual(t, Um)
      ? new URL(`${t}:${e}`)
      : new URL(`${t.slice(0, t.lastIndexOf(":"))}:${e}`);
}
function Ts(e, t) {
  const r = kt(t) && tr(t) ? Fo(t.$id, Um).href : Um;
  return {
    context: e,
    schema: t,
    lexicalSchema: t,
    lexicalBase: r,
    resourceBase: r,
    referenceBase: r,
    ids: [],
    useResourceBaseForReference: !0,
    recursiveAnchor: void 0,
    dynamicAnchors: [],
    resourceEntries: new Map(),
    pendingResource: !0,
    enteredResource: !1,
  };
}
function ib(e, t, r = !0) {
  if (Is(t)) return e;
  if (Array.isArray(t)) return t.reduce((o, s) => ib(o, s, !1), e);
  if (!kt(t) || (!r && tr(t))) return e;
  const n = !r && $s(t) ? [...e, t] : e;
  return Object.keys(t).reduce((o, s) => ib(o, t[s], !1), n);
}
function Km(e, t) {
  return e.resourceEntries.get(t);
}
function MD(e, t) {
  return e.enteredResource || Km(e, t) !== void 0;
}
function Mte(e) {
  return !/^[A-Za-z][A-Za-z0-9+.-]*:/.test(e.$id);
}
function Nte(e, t) {
  return tr(t) ? [...e.ids, t] : e.ids;
}
function Fte(e, t) {
  return e.recursiveAnchor ?? (Fm(t) ? t : void 0);
}
function Lte(e, t) {
  const r = tr(t) ? ib(e.dynamicAnchors, t) : e.dynamicAnchors;
  return $s(t) ? [...r, t] : r;
}
function jte(e, t) {
  return tr(t) ? !1 : e.pendingResource;
}
function ND(e, t) {
  const r = Km(e, t);
  return r ? r.base : tr(t) ? Fo(t.$id, e.lexicalBase).href : e.lexicalBase;
}
function FD(e, t) {
  const r = Km(e, t);
  return r ? r.base : tr(t) && e.pendingResource ? Fo(t.$id, e.resourceBase).href : e.resourceBase;
}
function LD(e, t) {
  return tr(t) ? !Mte(t) : e.useResourceBaseForReference;
}
function Dte(e, t) {
  const r = MD(e, t),
    n = LD(e, t);
  return r || n ? FD(e, t) : ND(e, t);
}
function qte(e, t) {
  const r = Km(e, t);
  return r ? r.root : tr(t) ? t : e.lexicalSchema;
}
function Ute(e, t) {
  return kt(t) && (tr(t) || $s(t) || (u.IsUndefined(e.recursiveAnchor) && Fm(t)) || !u.IsUndefined(Km(e, t)));
}
function Ei(e, t) {
  return Ute(e, t)
    ? {
        ...e,
        ids: Nte(e, t),
        dynamicAnchors: Lte(e, t),
        recursiveAnchor: Fte(e, t),
        pendingResource: jte(e, t),
        lexicalBase: ND(e, t),
        resourceBase: FD(e, t),
        useResourceBaseForReference: LD(e, t),
        referenceBase: Dte(e, t),
        lexicalSchema: qte(e, t),
        enteredResource: MD(e, t),
      }
    : e;
}
b();
var jD = 0;
function $e() {
  return `unique_${jD++}`;
}
function DD() {
  jD = 0;
}
b();
function ub(e) {
  return Ao(e) && u.IsArray(e.items);
}
function Kte(e, t, r, n) {
  const [o, s] = [$e(), $e()],
    i = rr(e, t, r.additionalItems, o),
    a = h.IsLessThan(s, h.Constant(r.items.length)),
    c = t.AddIndex(s);
  return h.Every(n, h.Constant(0), [o, s], h.Or(a, h.And(i, c)));
}
function Gte(e, t, r, n) {
  const [o, s] = [$e(), $e()],
    i = rr(e, t, r.additionalItems, o),
    a = h.IsLessThan(s, h.Constant(r.items.length));
  return h.Every(n, h.Constant(0), [o, s], h.Or(a, i));
}
function qD(e, t, r, n) {
  return ub(r) ? (t.UseUnevaluated() ? Kte(e, t, r, n) : Gte(e, t, r, n)) : h.Constant(!0);
}
function UD(e, t, r, n) {
  return ub(r)
    ? u.Every(n, 0, (s, i) => u.IsLessThan(i, r.items.length) || (jr(e, t, r.additionalItems, s) && t.AddIndex(i)))
    : !0;
}
function KD(e, t, r, n, o, s) {
  return ub(o)
    ? u.Every(s, 0, (a, c) => {
        const m = `${r}/additionalItems`,
          p = `${n}/${c}`;
        return u.IsLessThan(c, o.items.length) || (Dr(e, t, m, p, o.additionalItems, a) && t.AddIndex(c));
      })
    : !0;
}
function Cr(e) {
  return e.replace(/~/g, "~0").replace(/\//g, "~1");
}
function Pn(e) {
  return new RegExp(e, "u");
}
b();
function Bte(e, t) {
  return !e.UseUnevaluated() && (u.IsEqual(t, !0) || (u.IsObject(t) && u.IsEqual(u.Keys(t).length, 0)));
}
function zte(e) {
  return `^${e.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`;
}
function cb(e) {
  const t = [];
  return (
    Mo(e) && t.push(...u.Keys(e.patternProperties)),
    No(e) && t.push(...u.Keys(e.properties).map(zte)),
    u.IsEqual(t.length, 0) ? "(?!)" : `(${t.join("|")})`
  );
}
function Hte(e) {
  const t = u.Keys(e.properties);
  return u.IsEqual(t.length, e.required.length) && u.Every(t, 0, (r) => e.required.includes(r));
}
function Wte(e, t, r) {
  return _n(t) && No(t) && !Mo(t) && u.IsEqual(t.additionalProperties, !1) && Hte(t);
}
function Vte(e, t, r) {
  return h.IsEqual(
    h.Member(h.Call(h.Member("Object", "getOwnPropertyNames"), [r]), "length"),
    h.Constant(t.required.length),
  );
}
function Jte(e, t, r, n) {
  const [o, s] = [$e(), $e()],
    i = dr(Pn(cb(r))),
    a = rr(e, t, r.additionalProperties, `${n}[${o}]`),
    c = h.Call(h.Member(i, "test"), [o]),
    m = t.AddKey(o),
    p = t.UseUnevaluated() ? h.Or(c, h.And(a, m)) : h.Or(c, a);
  return h.Every(h.Keys(n), h.Constant(0), [o, s], p);
}
function GD(e, t, r, n) {
  return Bte(t, r.additionalProperties) ? h.Constant(!0) : Wte(t, r, n) ? Vte(t, r, n) : Jte(e, t, r, n);
}
function BD(e, t, r, n) {
  const o = Pn(cb(r));
  return u.Every(u.Keys(n), 0, (i, a) => o.test(i) || (jr(e, t, r.additionalProperties, n[i]) && t.AddKey(i)));
}
function zD(e, t, r, n, o, s) {
  const i = Pn(cb(o)),
    a = [];
  return (
    u.EveryAll(u.Keys(s), 0, (m, p) => {
      const l = `${r}/additionalProperties`,
        g = `${n}/${Cr(m)}`,
        y = i.test(m) || (Dr(e, t, l, g, o.additionalProperties, s[m]) && t.AddKey(m));
      return (y || a.push(m), y);
    }) || t.AddError("additionalProperties", r, n, { additionalProperties: a })
  );
}
b();
function ks(e, t, r, n, o) {
  const s = h.ConstDeclaration("results", "[]"),
    i = r.map((p, l) => h.ConstDeclaration(`context_${l}`, h.New("CheckContext", []))),
    a = r.map((p, l) =>
      h.ConstDeclaration(`condition_${l}`, h.Call(h.ArrowFunction(["context"], ge(e, t, p, n)), [`context_${l}`])),
    ),
    c = r.map((p, l) => h.If(`condition_${l}`, h.Call(h.Member("results", "push"), [`context_${l}`]))),
    m = h.Return(h.And(o, t.Merge("results")));
  return h.Call(h.ArrowFunction([], h.Statements([s, ...i, ...a, ...c, m])), []);
}
b();
function Yte(e, t, r, n) {
  return ks(e, t, r.allOf, n, h.IsEqual(h.Member("results", "length"), h.Constant(r.allOf.length)));
}
function Xte(e, t, r, n) {
  return h.ReduceAnd(r.allOf.map((o) => ge(e, t, o, n)));
}
function HD(e, t, r, n) {
  return t.UseUnevaluated() ? Yte(e, t, r, n) : Xte(e, t, r, n);
}
function WD(e, t, r, n) {
  const o = r.allOf.reduce((s, i) => {
    const a = new Rt();
    return fe(e, a, i, n) ? [...s, a] : s;
  }, []);
  return u.IsEqual(o.length, r.allOf.length) && t.Merge(o);
}
function VD(e, t, r, n, o, s) {
  const i = [],
    a = o.allOf.reduce((m, p, l) => {
      const g = `${r}/allOf/${l}`,
        y = new Mt(),
        x = Oe(e, y, g, n, p, s);
      return (x || i.push(y), x ? [...m, y] : m);
    }, []),
    c = u.IsEqual(a.length, o.allOf.length) && t.Merge(a);
  return (c || i.forEach((m) => t.AddErrors(m.GetErrors())), c);
}
b();
function Zte(e, t, r, n) {
  return ks(e, t, r.anyOf, n, h.IsGreaterThan(h.Member("results", "length"), h.Constant(0)));
}
function Qte(e, t, r, n) {
  return h.ReduceOr(r.anyOf.map((o) => ge(e, t, o, n)));
}
function JD(e, t, r, n) {
  return t.UseUnevaluated() ? Zte(e, t, r, n) : Qte(e, t, r, n);
}
function YD(e, t, r, n) {
  const o = r.anyOf.reduce((s, i) => {
    const a = new Rt();
    return fe(e, a, i, n) ? [...s, a] : s;
  }, []);
  return u.IsGreaterThan(o.length, 0) && t.Merge(o);
}
function XD(e, t, r, n, o, s) {
  const i = [],
    a = o.anyOf.reduce((m, p, l) => {
      const g = new Mt(),
        y = `${r}/anyOf/${l}`,
        x = Oe(e, g, y, n, p, s);
      return (x || i.push(g), x ? [...m, g] : m);
    }, []),
    c = u.IsGreaterThan(a.length, 0) && t.Merge(a);
  return (c || i.forEach((m) => t.AddErrors(m.GetErrors())), c || t.AddError("anyOf", r, n, {}));
}
b();
function ZD(e, t, r, n) {
  return r ? h.Constant(!0) : h.Constant(!1);
}
function mb(e, t, r, n) {
  return r;
}
function QD(e, t, r, n, o, s) {
  return mb(e, t, o, s) || t.AddError("boolean", r, n, {});
}
b();
function eq(e, t, r, n) {
  return u.IsValueLike(r.const) ? h.IsEqual(n, h.Constant(r.const)) : h.IsDeepEqual(n, dr(r.const));
}
function fb(e, t, r, n) {
  return u.IsValueLike(r.const) ? u.IsEqual(n, r.const) : u.IsDeepEqual(n, r.const);
}
function tq(e, t, r, n, o, s) {
  return fb(e, t, o, s) || t.AddError("const", r, n, { allowedValue: o.const });
}
b();
function rq(e) {
  return !(Ro(e) && u.IsEqual(e.minContains, 0));
}
function ere(e, t, r, n) {
  const [o, s] = [$e(), $e()],
    i = h.Not(h.IsEqual(h.Member(n, "length"), h.Constant(0))),
    a = h.SomeAll(n, [o, s], h.And(ge(e, t, r.contains, o), t.AddIndex(s)));
  return h.And(i, a);
}
function tre(e, t, r, n) {
  const [o] = [$e()],
    s = h.Not(h.IsEqual(h.Member(n, "length"), h.Constant(0))),
    i = h.Some(n, [o, "_"], ge(e, t, r.contains, o));
  return h.And(s, i);
}
function nq(e, t, r, n) {
  return rq(r) ? (t.UseUnevaluated() ? ere(e, t, r, n) : tre(e, t, r, n)) : h.Constant(!0);
}
function pb(e, t, r, n) {
  return rq(r) ? !u.IsEqual(n.length, 0) && u.SomeAll(n, (o, s) => fe(e, t, r.contains, o) && t.AddIndex(s)) : !0;
}
function oq(e, t, r, n, o, s) {
  return pb(e, t, o, s) || t.AddError("contains", r, n, { minContains: 1 });
}
b();
function sq(e, t, r, n) {
  const o = h.IsEqual(h.Member(h.Keys(n), "length"), h.Constant(0)),
    s = h.ReduceAnd(
      u.Entries(r.dependencies).map(([i, a]) => {
        const c = h.Not(h.HasPropertyKey(n, h.Constant(i))),
          m = ge(e, t, a, n),
          p = (l) => h.ReduceAnd(l.map((g) => h.HasPropertyKey(n, h.Constant(g))));
        return h.Or(c, u.IsArray(a) ? p(a) : m);
      }),
    );
  return h.Or(o, s);
}
function iq(e, t, r, n) {
  const o = u.IsEqual(u.Keys(n).length, 0),
    s = u.Every(
      u.Entries(r.dependencies),
      0,
      ([i, a]) => !u.HasPropertyKey(n, i) || (u.IsArray(a) ? a.every((c) => u.HasPropertyKey(n, c)) : fe(e, t, a, n)),
    );
  return o || s;
}
function aq(e, t, r, n, o, s) {
  const i = u.IsEqual(u.Keys(s).length, 0),
    a = u.EveryAll(u.Entries(o.dependencies), 0, ([c, m]) => {
      const p = `${r}/dependencies/${Cr(c)}`;
      return (
        !u.HasPropertyKey(s, c) ||
        (u.IsArray(m)
          ? m.every((l) => u.HasPropertyKey(s, l) || t.AddError("dependencies", r, n, { property: c, dependencies: m }))
          : Oe(e, t, p, n, m, s))
      );
    });
  return i || a;
}
b();
function uq(e, t, r, n) {
  const o = h.IsEqual(h.Member(h.Keys(n), "length"), h.Constant(0)),
    s = h.ReduceAnd(
      u.Entries(r.dependentRequired).map(([i, a]) => {
        const c = h.Not(h.HasPropertyKey(n, h.Constant(i))),
          m = h.ReduceAnd(a.map((p) => h.HasPropertyKey(n, h.Constant(p))));
        return h.Or(c, m);
      }),
    );
  return h.Or(o, s);
}
function cq(e, t, r, n) {
  const o = u.IsEqual(u.Keys(n).length, 0),
    s = u.Every(
      u.Entries(r.dependentRequired),
      0,
      ([i, a]) => !u.HasPropertyKey(n, i) || a.every((c) => u.HasPropertyKey(n, c)),
    );
  return o || s;
}
function mq(e, t, r, n, o, s) {
  const i = u.IsEqual(u.Keys(s).length, 0),
    a = u.EveryAll(
      u.Entries(o.dependentRequired),
      0,
      ([c, m]) =>
        !u.HasPropertyKey(s, c) ||
        u.EveryAll(
          m,
          0,
          (p) => u.HasPropertyKey(s, p) || t.AddError("dependentRequired", r, n, { property: c, dependencies: m }),
        ),
    );
  return i || a;
}
b();
function fq(e, t, r, n) {
  const o = h.IsEqual(h.Member(h.Keys(n), "length"), h.Constant(0)),
    s = h.ReduceAnd(
      u.Entries(r.dependentSchemas).map(([i, a]) => {
        const c = h.Not(h.HasPropertyKey(n, h.Constant(i))),
          m = ge(e, t, a, n);
        return h.Or(c, m);
      }),
    );
  return h.Or(o, s);
}
function pq(e, t, r, n) {
  const o = u.IsEqual(u.Keys(n).length, 0),
    s = u.Every(u.Entries(r.dependentSchemas), 0, ([i, a]) => !u.HasPropertyKey(n, i) || fe(e, t, a, n));
  return o || s;
}
function lq(e, t, r, n, o, s) {
  const i = u.IsEqual(u.Keys(s).length, 0),
    a = u.EveryAll(u.Entries(o.dependentSchemas), 0, ([c, m]) => {
      const p = `${r}/dependentSchemas/${Cr(c)}`;
      return !u.HasPropertyKey(s, c) || Oe(e, t, p, n, m, s);
    });
  return i || a;
}
var hr = {};
_t(hr, { DynamicRef: () => Are, RecursiveRef: () => Pre, Ref: () => _re });
b();
var Xa = {};
_t(Xa, { Delete: () => sre, Get: () => nre, Has: () => rre, Indices: () => Gm, Set: () => ore });
b();
function hq(e) {
  throw Error(e);
}
function dq() {
  hq("Pointer contains unsafe property key");
}
function lb() {
  hq("Cannot set value");
}
function Gm(e) {
  const t = e.split("/").map((r) => r.replace(/~1/g, "/").replace(/~0/g, "~"));
  return t[0] === "" ? t.slice(1) : t;
}
function rre(e, t) {
  let r = e;
  for (const n of Gm(t)) {
    if (!u.IsObject(r) || !u.HasPropertyKey(r, n)) return !1;
    r = r[n];
  }
  return !0;
}
function nre(e, t) {
  let r = e;
  for (const n of Gm(t)) {
    if (!u.IsObject(r) || u.IsUnsafePropertyKey(n)) return;
    r = r[n];
  }
  return r;
}
function gq(e, t, r) {
  let n = e;
  for (const o of t) u.IsUnsafePropertyKey(o) && dq(), (n = u.IsObject(n) ? n[o] : void 0);
  return (u.IsUnsafePropertyKey(r) && dq(), u.IsObject(n) || lb(), n);
}
function ore(e, t, r) {
  const n = Gm(t),
    o = n.pop();
  return (u.IsUndefined(o) && lb(), (gq(e, n, o)[o] = r), e);
}
function sre(e, t) {
  const r = Gm(t),
    n = r.pop();
  u.IsUndefined(n) && lb();
  const o = gq(e, r, n);
  return (u.IsArray(o) && /^(0|[1-9]\d*)$/.test(n) ? o.splice(Number(n), 1) : delete o[n], e);
}
function gb(e, t) {
  return kt(e) && tr(e) ? Fo(e.$id, t.href) : t;
}
function yb(e) {
  return Fo(e, Um);
}
function db(e) {
  return e.href.split("#")[0];
}
function ire(e, t, r) {
  return hb(e, yb(t), r);
}
function are(e, t) {
  return t.$ref.startsWith("#") || e.enteredResource ? e.lexicalSchema : e.schema;
}
function ure(e) {
  return e.startsWith("#/");
}
function yq(e, t) {
  if (u.IsObject(e) && $s(e) && u.IsEqual(e.$dynamicAnchor, t)) return e;
  if (u.IsObject(e))
    for (const r of u.Keys(e)) {
      const n = yq(e[r], t);
      if (n) return n;
    }
}
function hb(e, t, r) {
  if (u.IsEqual(e, r)) return t.href;
  const n = gb(e, t);
  if (u.IsArray(e))
    for (const o of e) {
      const s = hb(o, n, r);
      if (!u.IsUndefined(s)) return s;
    }
  else if (u.IsObject(e))
    for (const o of u.Keys(e)) {
      const s = hb(e[o], n, r);
      if (!u.IsUndefined(s)) return s;
    }
}
function xq(e, t) {
  if (t.href.endsWith("#")) return e;
  if (!t.hash.startsWith("#")) return;
  const r = decodeURIComponent(t.hash.slice(1));
  if (r.startsWith("/")) return Xa.Get(e, r);
}
function cre(e, t, r) {
  if (!tr(e)) return;
  if (u.IsEqual(e.$id, r.hash)) return e;
  const n = new URL(r.href, t.href);
  if (u.IsEqual(t.pathname, n.pathname)) return r.hash.startsWith("#") ? xq(e, r) : e;
}
function mre(e, t, r) {
  if (!_D(e)) return;
  const n = new URL(`#${e.$anchor}`, t.href),
    o = new URL(r.href, t.href);
  return u.IsEqual(n.href, o.href) ? e : void 0;
}
function fre(e, t, r) {
  if (!$s(e)) return;
  const n = new URL(`#${e.$dynamicAnchor}`, t.href),
    o = new URL(r.href, t.href);
  return u.IsEqual(n.href, o.href) ? e : void 0;
}
function pre(e, t, r) {
  if (kt(e)) return cre(e, t, r) ?? mre(e, t, r) ?? fre(e, t, r) ?? xq(e, r);
}
function lre(e, t, r) {
  if (u.IsArray(e))
    return e.reduce(
      (n, o) => {
        const s = Ph(o, t, r);
        return u.IsUndefined(s) ? n : s;
      },
      void 0,
    );
}
function dre(e, t, r) {
  if (u.IsObject(e))
    return u.Keys(e).reduce(
      (n, o) => {
        if (u.IsEqual(o, "const") || u.IsEqual(o, "enum")) return n;
        const s = Ph(e[o], t, r);
        return u.IsUndefined(s) ? n : s;
      },
      void 0,
    );
}
function Ph(e, t, r) {
  const n = gb(e, t);
  return pre(e, n, r) ?? lre(e, n, r) ?? dre(e, n, r);
}
function hre(e, t, r, n) {
  const o = Oh(e, t, r, n);
  return kt(o) && tr(o) ? o : void 0;
}
function gre(e, t, r) {
  if (!t.$ref.startsWith("#") || !kt(e.schema) || u.HasPropertyKey(e.schema, "$schema")) return;
  const n = ire(e.lexicalSchema, e.referenceBase, r);
  if (!(u.IsUndefined(n) || u.IsEqual(n, e.referenceBase))) return { target: r, base: n, root: e.lexicalSchema };
}
function yre(e, t, r) {
  const n = e.context[t];
  if (kt(n)) return { target: r, base: t, root: n };
}
function xre(e, t, r, n, o) {
  const s = o ? yre(e, n, r) : void 0;
  return u.IsUndefined(s) ? gre(e, t, r) : s;
}
function Ire(e, t, r) {
  if (tr(r)) return;
  const n = hre(e.context, e.schema, e.referenceBase, t);
  if (!(!n || e.ids.includes(n))) return { resource: n };
}
function $re(e, t) {
  return u.HasPropertyKey(e, t) ? e[t] : void 0;
}
function bre(e, t, r) {
  return Ph(e, t, r);
}
function Ere(e, t, r) {
  const n = db(r);
  if (!u.HasPropertyKey(e, n) || u.IsEqual(n, db(t))) return;
  const o = e[n],
    s = gb(o, new URL(n));
  return u.IsEqual(r.hash, "") ? o : Ph(o, s, r);
}
function Oh(e, t, r, n) {
  const o = yb(r),
    s = Fo(n, o.href);
  return $re(e, n) ?? bre(t, o, s) ?? Ere(e, o, s);
}
function wre(e, t) {
  if (!t) return e;
  const r = new Map(e.resourceEntries);
  return (r.set(t.target, { base: t.base, root: t.root }), { ...e, resourceEntries: r });
}
function Sre(e, t) {
  return t ? Ei(e, t.resource) : e;
}
function Iq(e, t, r, n) {
  const o = wre({ ...e, pendingResource: t }, r);
  return Sre(o, n);
}
function Tre(e, t, r) {
  const n = db(Fo(t.$ref, e.referenceBase)),
    o = !u.IsEqual(n, e.resourceBase),
    s = xre(e, t, r, n, o),
    i = o ? Ire(e, n, r) : void 0;
  return { schema: r, stack: Iq(e, !0, s, i) };
}
function kre(e, t) {
  return { schema: t, stack: Iq(e, !u.IsUndefined(t)) };
}
function _re(e, t) {
  const r = Oh(e.context, are(e, t), e.referenceBase, t.$ref);
  return kt(r) ? Tre(e, t, r) : kre(e, r);
}
function vre(e) {
  return kt(e.lexicalSchema) && Fm(e.lexicalSchema);
}
function Pre(e, t) {
  const r = vre(e) ? e.recursiveAnchor : e.lexicalSchema;
  return Oh(e.context, r, e.lexicalBase, t.$recursiveRef);
}
function $q(e, t) {
  return Fo(t.$dynamicRef, yb(e.lexicalBase).href).hash;
}
function bq(e, t) {
  return e.dynamicAnchors.find((r) => u.IsEqual(r.$dynamicAnchor, t)) ?? yq(e.schema, t);
}
function Ore(e, t, r) {
  if (!kt(r) || !$s(r)) return r;
  const n = $q(e, t);
  return ure(n) ? r : bq(e, r.$dynamicAnchor);
}
function Cre(e, t) {
  const r = $q(e, t);
  return bq(e, decodeURIComponent(r.slice(1)));
}
function Are(e, t) {
  const r = t.$dynamicRef.startsWith("#") ? e.lexicalSchema : e.schema,
    n = Oh(e.context, r, e.lexicalBase, t.$dynamicRef);
  return u.IsUndefined(n) ? Cre(e, t) : Ore(e, t, n);
}
function Eq(e, t, r, n) {
  const o = hr.DynamicRef(e, r) ?? !1,
    s = o ? { ...e, pendingResource: !0 } : e;
  return Lo(s, t, o, n);
}
function wq(e, t, r, n) {
  const o = hr.DynamicRef(e, r) ?? !1,
    s = o ? { ...e, pendingResource: !0 } : e;
  return B(o) && fe(s, t, o, n);
}
function Sq(e, t, r, n, o, s) {
  const i = hr.DynamicRef(e, o) ?? !1,
    a = i ? { ...e, pendingResource: !0 } : e;
  return B(i) && Oe(a, t, r, n, i, s);
}
b();
function Tq(e, t, r, n) {
  return h.ReduceOr(
    r.enum.map((o) => {
      if (u.IsValueLike(o)) return h.IsEqual(n, h.Constant(o));
      const s = dr(o);
      return h.IsDeepEqual(n, s);
    }),
  );
}
function Ib(e, t, r, n) {
  return u.Some(r.enum, (o) => (u.IsValueLike(o) ? u.IsEqual(n, o) : u.IsDeepEqual(n, o)));
}
function kq(e, t, r, n, o, s) {
  return Ib(e, t, o, s) || t.AddError("enum", r, n, { allowedValues: o.enum });
}
b();
function _q(e, t, r, n) {
  return h.IsLessThan(n, h.Constant(r.exclusiveMaximum));
}
function $b(e, t, r, n) {
  return u.IsLessThan(n, r.exclusiveMaximum);
}
function vq(e, t, r, n, o, s) {
  return $b(e, t, o, s) || t.AddError("exclusiveMaximum", r, n, { comparison: "<", limit: o.exclusiveMaximum });
}
b();
function Pq(e, t, r, n) {
  return h.IsGreaterThan(n, h.Constant(r.exclusiveMinimum));
}
function bb(e, t, r, n) {
  return u.IsGreaterThan(n, r.exclusiveMinimum);
}
function Oq(e, t, r, n, o, s) {
  return bb(e, t, o, s) || t.AddError("exclusiveMinimum", r, n, { comparison: ">", limit: o.exclusiveMinimum });
}
var wi = {};
_t(wi, {
  Clear: () => nU,
  Entries: () => bne,
  Get: () => Sne,
  Has: () => wne,
  IsDate: () => Za,
  IsDateTime: () => Ch,
  IsDuration: () => Ah,
  IsEmail: () => Rh,
  IsHostname: () => Uh,
  IsIPv4: () => Bh,
  IsIPv6: () => zh,
  IsIdnEmail: () => Kh,
  IsIdnHostname: () => Gh,
  IsIri: () => Wh,
  IsIriReference: () => Hh,
  IsJsonPointer: () => Jh,
  IsJsonPointerUriFragment: () => Vh,
  IsRegex: () => Yh,
  IsRelativeJsonPointer: () => Xh,
  IsTime: () => Qa,
  IsUri: () => eg,
  IsUriReference: () => Zh,
  IsUriTemplate: () => Qh,
  IsUrl: () => tg,
  IsUuid: () => rg,
  Reset: () => oU,
  Set: () => Ene,
  Test: () => Tne,
});
var Rre = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31],
  Mre = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
function Nre(e) {
  return e % 4 === 0 && (e % 100 !== 0 || e % 400 === 0);
}
function Za(e) {
  const t = Mre.exec(e);
  if (!t) return !1;
  const r = +t[1],
    n = +t[2],
    o = +t[3];
  return n >= 1 && n <= 12 && o >= 1 && o <= (n === 2 && Nre(r) ? 29 : Rre[n]);
}
var Fre = /^(\d\d):(\d\d):(\d\d)(?:\.\d+)?(?:([Zz])|([+-])(\d\d):(\d\d))?$/;
function Qa(e, t = !0) {
  const r = Fre.exec(e);
  if (!r || (t && !r[4] && !r[5])) return !1;
  const n = +r[1],
    o = +r[2],
    s = +r[3];
  if (n > 23 || o > 59 || s > 60) return !1;
  if (r[5]) {
    const p = +r[6],
      l = +r[7];
    if (p > 23 || l > 59) return !1;
  }
  if (s < 60) return !0;
  const i = r[5] === "-" ? -1 : 1,
    a = +(r[6] || 0),
    c = +(r[7] || 0);
  return (((n * 60 + o - i * (a * 60 + c)) % 1440) + 1440) % 1440 === 1439;
}
var Lre =
  /^(?:\[!?(?:(?!\.{1,2}[/\]])[A-Za-z._][A-Za-z._0-9+-]{0,13}(?:\/(?!\.{1,2}[/\]])[A-Za-z._][A-Za-z._0-9+-]{0,13})*|[+-](?:[01][0-9]|2[0-3]):[0-5][0-9])\](?:\[!?[a-z_][a-z_0-9-]*=[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\])*|(?:\[!?[a-z_][a-z_0-9-]*=[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*\])*)$/;
function Ch(e) {
  const t = e.indexOf("["),
    r = t === -1 ? e : e.slice(0, t);
  if (t !== -1 && !Lre.test(e.slice(t))) return !1;
  const n = r.split(/T/i);
  return n.length === 2 && Za(n[0]) && Qa(n[1]);
}
var jre =
  /^P((\d+Y(\d+M(\d+D)?)?|\d+M(\d+D)?|\d+D)(T(\d+H(\d+M(\d+S)?)?|\d+M(\d+S)?|\d+S))?|T(\d+H(\d+M(\d+S)?)?|\d+M(\d+S)?|\d+S)|\d+W)$/;
function Ah(e) {
  return jre.test(e);
}
var Dre =
  /^(?:[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*|"(?:[^"\\]|\\[\x20-\x7e])*")@(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[(?:IPv6:[a-f0-9:]+|(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])(?:\.(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9]?[0-9])){3})\])$/i;
function Rh(e) {
  return Dre.test(e);
}
var Cq = /^(?!-).*(?<!-)$/,
  Aq = /^(?!..--)/,
  Rq = /^[a-zA-Z0-9-]*$/,
  iWe = /^\p{ASCII}*$/u,
  eu = /[^\p{ASCII}]/u;
var qre = /[0-9]/,
  Mq = /[\u{0660}-\u{0669}]/u,
  Ure = /[\u{06f0}-\u{06f9}]/u,
  Kre = /[\u{002e}\u{002c}\u{003a}\u{002f}]/u,
  Gre = /[\u{002d}\u{002b}]/u,
  Eb = /\p{Mn}/u,
  Bre = /\p{Mc}/u,
  aWe = /\p{Me}/u,
  Nq = /[\p{Mn}\p{Mc}\p{Me}]/u,
  wb = /\p{L}/u,
  zre = /\p{Nd}/u,
  Fq = /\p{Script=Greek}/u,
  Mh = /\p{Script=Hebrew}/u,
  Lq = /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  jq = /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Mandaic}]/u,
  Sb =
    /[\u{094d}\u{09cd}\u{0a4d}\u{0acd}\u{0b4d}\u{0bcd}\u{0c4d}\u{0ccd}\u{0d3b}\u{0d3c}\u{0d4d}\u{0dca}\u{1b44}\u{1baa}\u{1bab}\u{a9c0}\u{11046}\u{1107f}\u{110b9}\u{11133}\u{11134}\u{111c0}\u{11235}\u{1134d}\u{11442}\u{114c2}\u{115bf}\u{1163f}\u{116b6}\u{11c3f}\u{11d44}\u{11d45}]/u,
  Dq = /[\u{0640}\u{07fa}\u{302e}\u{302f}\u{3031}\u{3032}\u{3033}\u{3034}\u{3035}\u{303b}]/u,
  Hre = /[\u{00b7}\u{0375}\u{05f3}\u{05f4}\u{200c}\u{200d}\u{30fb}]/u,
  Wre = /[\u{00df}\u{03c2}\u{06fd}\u{06fe}\u{0f0b}\u{3007}]/u,
  qq = new RegExp([qre, Ure].map((e) => e.source).join("|"), "u"),
  Uq = new RegExp([wb, Gre, Kre, zre, Eb, Bre, Hre, Wre].map((e) => e.source).join("|"), "u");
function Kq(e) {
  return Cq.test(e) && Aq.test(e) && Rq.test(e);
}
var On = 36,
  zm = 1,
  Hm = 26,
  Jre = 38,
  Yre = 700,
  Bq = 72,
  zq = 128;
function Tb() {
  throw null;
}
function Nh(e) {
  return e.toLowerCase().startsWith("xn--");
}
function Hq(e, t, r) {
  (e = r ? Math.floor(e / Yre) : e >> 1), (e += Math.floor(e / t));
  let n = 0;
  for (; e > ((On - zm) * Hm) >> 1; ) (e = Math.floor(e / (On - zm))), (n += On);
  return n + Math.floor(((On - zm + 1) * e) / (e + Jre));
}
function Fh(e) {
  let t = [],
    r = zq,
    n = 0,
    o = Bq,
    s = e.lastIndexOf("-");
  if (s > 0)
    for (let a = 0; a < s; a++) {
      const c = e.charCodeAt(a);
      c >= 128 && Tb(), t.push(c);
    }
  let i = s < 0 ? 0 : s + 1;
  for (; i < e.length; ) {
    let a = n,
      c = 1,
      m = On;
    for (;;) {
      i >= e.length && Tb();
      let l = e.charCodeAt(i++),
        g;
      l >= 97 && l <= 122 ? (g = l - 97) : l >= 48 && l <= 57 ? (g = l - 48 + 26) : Tb(), (n += g * c);
      const y = m <= o ? zm : m >= o + Hm ? Hm : m - o;
      if (g < y) break;
      (c *= On - y), (m += On);
    }
    const p = t.length + 1;
    (o = Hq(n - a, p, a === 0)), (r += Math.floor(n / p)), (n %= p), t.splice(n, 0, r), n++;
  }
  return String.fromCodePoint(...t);
}
function Gq(e) {
  return e < 26 ? String.fromCharCode(e + 97) : String.fromCharCode(e - 26 + 48);
}
var Xre = new RegExp(eu.source, "gu");
function Wq(e) {
  let t = e.replace(Xre, ""),
    r = t.length,
    n = r > 0 ? [t, "-"] : [],
    o = Array.from(e, (m) => m.codePointAt(0)),
    s = zq,
    i = 0,
    a = Bq,
    c = r;
  for (; c < o.length; ) {
    let m = 1 / 0;
    for (const p of o) p >= s && p < m && (m = p);
    (i += (m - s) * (c + 1)), (s = m);
    for (const p of o)
      if ((p < s && i++, p === s)) {
        let l = i;
        for (let g = On; ; g += On) {
          const y = g <= a ? zm : g >= a + Hm ? Hm : g - a;
          if (l < y) break;
          const x = y + ((l - y) % (On - y));
          n.push(Gq(x)), (l = Math.floor((l - y) / (On - y)));
        }
        n.push(Gq(l)), (a = Hq(i, c + 1, c === r)), (i = 0), c++;
      }
    i++, s++;
  }
  return n.join("");
}
var Zre = /^(?:R|AL|AN|EN|ES|CS|ET|ON|BN|NSM)$/,
  Vq = /^(?:L|EN|ES|CS|ET|ON|BN|NSM)$/,
  Qre = /^(?:R|AL|AN)$/;
function Jq(e) {
  if (Nh(e))
    try {
      return Lh(Fh(e.slice(4).toLowerCase()));
    } catch {
      return !1;
    }
  return Lh(e);
}
function Yq(e) {
  const t = String.fromCodePoint(e);
  return qq.test(t)
    ? "EN"
    : Mq.test(t)
      ? "AN"
      : Eb.test(t)
        ? "NSM"
        : Mh.test(t)
          ? "R"
          : jq.test(t)
            ? "AL"
            : wb.test(t)
              ? "L"
              : "ON";
}
function Lh(e) {
  for (const t of e) if (Qre.test(Yq(t.codePointAt(0)))) return !0;
  return !1;
}
function jh(e) {
  let t = !1,
    r = Vq,
    n = !1,
    o = !1,
    s = !0;
  for (const i of e) {
    const a = Yq(i.codePointAt(0));
    if (s) {
      if (a !== "L" && a !== "R" && a !== "AL") return !1;
      (t = a === "R" || a === "AL"), (r = t ? Zre : Vq), (s = !1);
    }
    if (!r.test(a)) return !1;
    a === "EN" ? (n = !0) : a === "AN" && (o = !0);
  }
  return !(t && n && o);
}
function ene(e) {
  return eu.test(e) && Wq(e).length + 4 > 63;
}
function tne(e) {
  return e[0] === "-" || e[e.length - 1] === "-" ? !0 : e.slice(2).join("").startsWith("--");
}
function Dh(e) {
  if (ene(e) || (Lh(e) && !jh(e))) return !1;
  const t = [...e],
    r = t.map((s) => s.codePointAt(0)),
    n = r.length;
  if (tne(t) || Nq.test(t[0])) return !1;
  let o = !1;
  for (let s = 0; s < n; s++) {
    const i = r[s],
      a = t[s];
    if (Dq.test(a) || !Uq.test(a)) return !1;
    Lq.test(a) && (o = !0);
    const c = r[s - 1],
      m = r[s + 1];
    switch (i) {
      case 183:
        if (c !== 108 || m !== 108) return !1;
        break;
      case 885:
        if (!m || !Fq.test(t[s + 1])) return !1;
        break;
      case 1523:
      case 1524:
        if (!c || !Mh.test(t[s - 1])) return !1;
        break;
      case 8204:
        if (!c || (c < 128 && !Sb.test(t[s - 1]))) return !1;
        break;
      case 8205:
        if (!c || !Sb.test(t[s - 1])) return !1;
        break;
      case 12539:
        break;
    }
  }
  return !(e.includes("\u30FB") && !o);
}
function qh(e) {
  if (!Nh(e)) return !1;
  try {
    const t = e.slice(4).toLowerCase();
    if (t.lastIndexOf("-") === 0) return !1;
    const r = Fh(t);
    return eu.test(r) ? Dh(r) : !1;
  } catch {
    return !1;
  }
}
function rne(e) {
  return e.length > 0 && e.length <= 63;
}
function nne(e) {
  return rne(e) && (qh(e) || Kq(e));
}
function eU(e) {
  return e.length === 0 || e.length > 253 || e.charCodeAt(e.length - 1) === 46 ? !1 : e.split(".").every((t) => nne(t));
}
function one(e) {
  return e.length > 0 && e.length <= 63;
}
function sne(e) {
  return one(e) && (qh(e) || Dh(e));
}
function ine(e) {
  return e
    .replace(/[\uff01-\uff5e]/g, (t) => String.fromCharCode(t.charCodeAt(0) - 65248))
    .normalize("NFC")
    .replace(/[\u00ad\u034f\u180b-\u180d\u200b\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/gu, "")
    .replace(/[\u002E\u3002\uFF0E\uFF61]/g, ".");
}
function tU(e) {
  if (e.length === 0 || e.includes(" ")) return !1;
  const t = ine(e);
  if (t.length > 253) return !1;
  const r = t.split("."),
    n = r.some((o) => Jq(o));
  return r.every((o) => sne(o) && (!n || jh(o)));
}
function Uh(e) {
  return eU(e);
}
var ane =
  /^(?:[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u{0080}-\u{10FFFF}-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~\u{0080}-\u{10FFFF}-]+)*|"(?:[^"\\]|\\.)*")@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62})(?<!-)(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,62})(?<!-))*$/iu;
function Kh(e) {
  return ane.test(e.normalize("NFC"));
}
function Gh(e) {
  return tU(e);
}
var une = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
function Bh(e) {
  return une.test(e);
}
var cne =
  /^(?:(?:(?:[0-9a-f]{1,4}:){6}|::(?:[0-9a-f]{1,4}:){5}|(?:[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){4}|(?:(?:[0-9a-f]{1,4}:)?[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){3}|(?:(?:[0-9a-f]{1,4}:){0,2}[0-9a-f]{1,4})?::(?:[0-9a-f]{1,4}:){2}|(?:(?:[0-9a-f]{1,4}:){0,3}[0-9a-f]{1,4})?::[0-9a-f]{1,4}:|(?:(?:[0-9a-f]{1,4}:){0,4}[0-9a-f]{1,4})?::)(?:[0-9a-f]{1,4}:[0-9a-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[0-9a-f]{1,4}:){0,5}[0-9a-f]{1,4})?::[0-9a-f]{1,4}|(?:(?:[0-9a-f]{1,4}:){0,6}[0-9a-f]{1,4})?::)$/i;
function zh(e) {
  return cne.test(e);
}
var mne = /[\x00-\x20\x7F\\]|%(?![0-9a-fA-F]{2})/,
  fne = /^[a-zA-Z][a-zA-Z0-9+\-.]*\/\//;
function Hh(e) {
  return !mne.test(e) && !fne.test(e) && URL.canParse(e, "http://example.com");
}
var pne = /[\x00-\x20<>^`{|}\\]/,
  lne = /%(?![0-9a-fA-F]{2})/;
function Wh(e) {
  return pne.test(e) || lne.test(e) ? !1 : URL.canParse(e);
}
var dne = /^#(?:\/(?:[a-z0-9_\-.!$&'()*+,;:=@]|%[0-9a-f]{2}|~0|~1)*)*$/i;
function Vh(e) {
  return dne.test(e);
}
var hne = /^(?:\/(?:[^~/]|~0|~1)*)*$/;
function Jh(e) {
  return hne.test(e);
}
function Yh(e) {
  try {
    return (new RegExp(e, "u"), !0);
  } catch {
    return !1;
  }
}
var gne = /^(?:0|[1-9][0-9]*)(?:#|(?:\/(?:[^~/]|~0|~1)*)*)$/;
function Xh(e) {
  return gne.test(e);
}
var yne =
  /^(?:[a-z][a-z0-9+\-.]*:(?:\/\/(?:(?:[-a-z0-9._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:[\da-f]{1,4}:){6}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|::(?:[\da-f]{1,4}:){5}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:[\da-f]{1,4})?::(?:[\da-f]{1,4}:){4}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,1}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){3}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,2}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){2}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,3}[\da-f]{1,4})?::[\da-f]{1,4}:(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,4}[\da-f]{1,4})?::(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,5}[\da-f]{1,4})?::[\da-f]{1,4}|(?:(?:[\da-f]{1,4}:){0,6}[\da-f]{1,4})?::)|v[0-9a-f]+\.[-a-z0-9._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|(?:[-a-z0-9._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:\/\/(?:(?:[-a-z0-9._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:[\da-f]{1,4}:){6}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|::(?:[\da-f]{1,4}:){5}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:[\da-f]{1,4})?::(?:[\da-f]{1,4}:){4}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,1}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){3}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,2}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){2}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,3}[\da-f]{1,4})?::[\da-f]{1,4}:(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,4}[\da-f]{1,4})?::(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,5}[\da-f]{1,4})?::[\da-f]{1,4}|(?:(?:[\da-f]{1,4}:){0,6}[\da-f]{1,4})?::)|v[0-9a-f]+\.[-a-z0-9._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|(?:[-a-z0-9._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[-a-z0-9._~!$&'()*+,;=@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?)(?:\?(?:[-a-z0-9._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[-a-z0-9._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function Zh(e) {
  return yne.test(e);
}
var xne =
  /^(?:(?:[^\x00-\x20"<>%\\^`{|}\x7f]|%[0-9a-f]{2})|\{[+#./;?&=,!@|]?(?:[a-z0-9_]|%[0-9a-f]{2})+(?:\.(?:[a-z0-9_]|%[0-9a-f]{2})+)*(?::[1-9]\d{0,3}|\*)?(?:,(?:[a-z0-9_]|%[0-9a-f]{2})+(?:\.(?:[a-z0-9_]|%[0-9a-f]{2})+)*(?::[1-9]\d{0,3}|\*)?)*\})*$/i;
function Qh(e) {
  return xne.test(e);
}
var Ine =
  /^[a-z][a-z0-9+\-.]*:(?:\/\/(?:(?:[-a-z0-9._~!$&'()*+,;=:]|%[0-9a-f]{2})*@)?(?:\[(?:(?:(?:[\da-f]{1,4}:){6}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|::(?:[\da-f]{1,4}:){5}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:[\da-f]{1,4})?::(?:[\da-f]{1,4}:){4}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,1}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){3}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,2}[\da-f]{1,4})?::(?:[\da-f]{1,4}:){2}(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,3}[\da-f]{1,4})?::[\da-f]{1,4}:(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,4}[\da-f]{1,4})?::(?:[\da-f]{1,4}:[\da-f]{1,4}|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d))|(?:(?:[\da-f]{1,4}:){0,5}[\da-f]{1,4})?::[\da-f]{1,4}|(?:(?:[\da-f]{1,4}:){0,6}[\da-f]{1,4})?::)|v[0-9a-f]+\.[-a-z0-9._~!$&'()*+,;=:]+)\]|(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)|(?:[-a-z0-9._~!$&'()*+,;=]|%[0-9a-f]{2})*)(?::\d*)?(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*|\/(?:(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?|(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})+(?:\/(?:[-a-z0-9._~!$&'()*+,;=:@]|%[0-9a-f]{2})*)*)?(?:\?(?:[-a-z0-9._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?(?:#(?:[-a-z0-9._~!$&'()*+,;=:@/?]|%[0-9a-f]{2})*)?$/i;
function eg(e) {
  return Ine.test(e);
}
function tg(e) {
  return URL.canParse(e);
}
var $ne = /^[0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12}$/i;
function rg(e) {
  return $ne.test(e);
}
var Fe = new Map();
function nU() {
  Fe.clear();
}
function bne() {
  return [...Fe.entries()];
}
function Ene(e, t) {
  Fe.set(e, t);
}
function wne(e) {
  return Fe.has(e);
}
function Sne(e) {
  return Fe.get(e);
}
function Tne(e, t) {
  return Fe.get(e)?.(t) ?? !0;
}
function oU() {
  nU(),
    Fe.set("date-time", Ch),
    Fe.set("date", Za),
    Fe.set("duration", Ah),
    Fe.set("email", Rh),
    Fe.set("hostname", Uh),
    Fe.set("idn-email", Kh),
    Fe.set("idn-hostname", Gh),
    Fe.set("ipv4", Bh),
    Fe.set("ipv6", zh),
    Fe.set("iri-reference", Hh),
    Fe.set("iri", Wh),
    Fe.set("json-pointer-uri-fragment", Vh),
    Fe.set("json-pointer", Jh),
    Fe.set("regex", Yh),
    Fe.set("relative-json-pointer", Xh),
    Fe.set("time", Qa),
    Fe.set("uri-reference", Zh),
    Fe.set("uri-template", Qh),
    Fe.set("uri", eg),
    Fe.set("url", tg),
    Fe.set("uuid", rg);
}
oU();
b();
function sU(e, t, r, n) {
  return wi.Has(r.format) ? h.Call(dr(wi.Get(r.format)), [n]) : h.Constant(!0);
}
function _b(e, t, r, n) {
  return wi.Test(r.format, n);
}
function iU(e, t, r, n, o, s) {
  return _b(e, t, o, s) || t.AddError("format", r, n, { format: o.format });
}
b();
function aU(e, t, r, n) {
  const o = Dm(r) ? r.then : !0,
    s = Tm(r) ? r.else : !0;
  return h.Ternary(ge(e, t, r.if, n), ge(e, t, o, n), ge(e, t, s, n));
}
function uU(e, t, r, n) {
  const o = Dm(r) ? r.then : !0,
    s = Tm(r) ? r.else : !0;
  return fe(e, t, r.if, n) ? fe(e, t, o, n) : fe(e, t, s, n);
}
function cU(e, t, r, n, o, s) {
  const i = Dm(o) ? o.then : !0,
    a = Tm(o) ? o.else : !0,
    c = new Mt(),
    m = Oe(e, c, `${r}/if`, n, o.if, s)
      ? Oe(e, c, `${r}/then`, n, i, s) || t.AddError("if", r, n, { failingKeyword: "then" })
      : Oe(e, t, `${r}/else`, n, a, s) || t.AddError("if", r, n, { failingKeyword: "else" });
  return (m && t.Merge([c]), m);
}
b();
function kne(e, t, r, n) {
  return h.ReduceAnd(
    r.items.map((o, s) => {
      const i = h.IsLessEqualThan(h.Member(n, "length"), h.Constant(s)),
        a = rr(e, t, o, `${n}[${s}]`),
        c = t.AddIndex(h.Constant(s));
      return h.Or(i, h.And(a, c));
    }),
  );
}
function _ne(e, t, r, n) {
  return h.ReduceAnd(
    r.items.map((o, s) => {
      const i = h.IsLessEqualThan(h.Member(n, "length"), h.Constant(s)),
        a = rr(e, t, o, `${n}[${s}]`);
      return h.Or(i, a);
    }),
  );
}
function vne(e, t, r, n) {
  return t.UseUnevaluated() ? kne(e, t, r, n) : _ne(e, t, r, n);
}
function Pne(e, t, r, n) {
  return u.Every(r.items, 0, (o, s) => u.IsLessEqualThan(n.length, s) || (jr(e, t, o, n[s]) && t.AddIndex(s)));
}
function One(e, t, r, n, o, s) {
  return u.EveryAll(o.items, 0, (i, a) => {
    const c = `${r}/items/${a}`,
      m = `${n}/${a}`;
    return u.IsLessEqualThan(s.length, a) || (Dr(e, t, c, m, i, s[a]) && t.AddIndex(a));
  });
}
function Cne(e, t, r, n) {
  const o = kn(r) ? r.prefixItems.length : 0,
    [s] = [$e()],
    i = rr(e, t, r.items, s),
    a = t.AddIndex("index");
  return h.Every(n, h.Constant(o), [s, "index"], h.And(i, a));
}
function Ane(e, t, r, n) {
  const o = kn(r) ? r.prefixItems.length : 0,
    [s] = [$e()],
    i = rr(e, t, r.items, s);
  return h.Every(n, h.Constant(o), [s, "index"], i);
}
function Rne(e, t, r, n) {
  return t.UseUnevaluated() ? Cne(e, t, r, n) : Ane(e, t, r, n);
}
function Mne(e, t, r, n) {
  const o = kn(r) ? r.prefixItems.length : 0;
  return u.Every(n, o, (s, i) => jr(e, t, r.items, s) && t.AddIndex(i));
}
function Nne(e, t, r, n, o, s) {
  const i = kn(o) ? o.prefixItems.length : 0;
  return u.EveryAll(s, i, (a, c) => {
    const m = `${r}/items`,
      p = `${n}/${c}`;
    return Dr(e, t, m, p, o.items, a) && t.AddIndex(c);
  });
}
function mU(e, t, r, n) {
  return vm(r) ? vne(e, t, r, n) : Rne(e, t, r, n);
}
function fU(e, t, r, n) {
  return vm(r) ? Pne(e, t, r, n) : Mne(e, t, r, n);
}
function pU(e, t, r, n, o, s) {
  return vm(o) ? One(e, t, r, n, o, s) : Nne(e, t, r, n, o, s);
}
b();
function lU(e) {
  return fo(e);
}
function dU(e, t, r, n) {
  if (!lU(r)) return h.Constant(!0);
  const [o] = [$e()],
    s = h.Counted(n, [o, "_"], ge(e, t, r.contains, o));
  return h.IsLessEqualThan(s, h.Constant(r.maxContains));
}
function vb(e, t, r, n) {
  if (!lU(r)) return !0;
  const o = u.Counted(n, (s) => fe(e, t, r.contains, s));
  return u.IsLessEqualThan(o, r.maxContains);
}
function hU(e, t, r, n, o, s) {
  const i = Ro(o) ? o.minContains : 1;
  return vb(e, t, o, s) || t.AddError("contains", r, n, { minContains: i, maxContains: o.maxContains });
}
b();
function gU(e, t, r, n) {
  return h.IsLessEqualThan(n, h.Constant(r.maximum));
}
function Pb(e, t, r, n) {
  return u.IsLessEqualThan(n, r.maximum);
}
function yU(e, t, r, n, o, s) {
  return Pb(e, t, o, s) || t.AddError("maximum", r, n, { comparison: "<=", limit: o.maximum });
}
b();
function xU(e, t, r, n) {
  return h.IsLessEqualThan(h.Member(n, "length"), h.Constant(r.maxItems));
}
function Ob(e, t, r, n) {
  return u.IsLessEqualThan(n.length, r.maxItems);
}
function IU(e, t, r, n, o, s) {
  return Ob(e, t, o, s) || t.AddError("maxItems", r, n, { limit: o.maxItems });
}
b();
function $U(e, t, r, n) {
  return h.IsMaxLength(n, h.Constant(r.maxLength));
}
function Cb(e, t, r, n) {
  return u.IsMaxLength(n, r.maxLength);
}
function bU(e, t, r, n, o, s) {
  return Cb(e, t, o, s) || t.AddError("maxLength", r, n, { limit: o.maxLength });
}
b();
function EU(e, t, r, n) {
  return h.IsLessEqualThan(h.Member(h.Keys(n), "length"), h.Constant(r.maxProperties));
}
function Ab(e, t, r, n) {
  return u.IsLessEqualThan(u.Keys(n).length, r.maxProperties);
}
function wU(e, t, r, n, o, s) {
  return Ab(e, t, o, s) || t.AddError("maxProperties", r, n, { limit: o.maxProperties });
}
b();
function SU(e) {
  return fo(e);
}
function Fne(e, t, r, n) {
  const [o, s] = [$e(), $e()],
    i = h.Counted(n, [o, s], h.And(ge(e, t, r.contains, o), t.AddIndex(s)));
  return h.IsGreaterEqualThan(i, h.Constant(r.minContains));
}
function Lne(e, t, r, n) {
  const [o] = [$e()],
    s = h.Counted(n, [o, "_"], ge(e, t, r.contains, o));
  return h.IsGreaterEqualThan(s, h.Constant(r.minContains));
}
function TU(e, t, r, n) {
  return SU(r) ? (t.UseUnevaluated() ? Fne(e, t, r, n) : Lne(e, t, r, n)) : h.Constant(!0);
}
function Rb(e, t, r, n) {
  if (!SU(r)) return !0;
  const o = u.Counted(n, (s, i) => fe(e, t, r.contains, s) && t.AddIndex(i));
  return u.IsGreaterEqualThan(o, r.minContains);
}
function kU(e, t, r, n, o, s) {
  return Rb(e, t, o, s) || t.AddError("contains", r, n, { minContains: o.minContains });
}
b();
function _U(e, t, r, n) {
  return h.IsGreaterEqualThan(n, h.Constant(r.minimum));
}
function Mb(e, t, r, n) {
  return u.IsGreaterEqualThan(n, r.minimum);
}
function vU(e, t, r, n, o, s) {
  return Mb(e, t, o, s) || t.AddError("minimum", r, n, { comparison: ">=", limit: o.minimum });
}
b();
function PU(e, t, r, n) {
  return h.IsGreaterEqualThan(h.Member(n, "length"), h.Constant(r.minItems));
}
function Nb(e, t, r, n) {
  return u.IsGreaterEqualThan(n.length, r.minItems);
}
function OU(e, t, r, n, o, s) {
  return Nb(e, t, o, s) || t.AddError("minItems", r, n, { limit: o.minItems });
}
b();
function CU(e, t, r, n) {
  return h.IsMinLength(n, h.Constant(r.minLength));
}
function Fb(e, t, r, n) {
  return u.IsMinLength(n, r.minLength);
}
function AU(e, t, r, n, o, s) {
  return Fb(e, t, o, s) || t.AddError("minLength", r, n, { limit: o.minLength });
}
b();
function RU(e, t, r, n) {
  return h.IsGreaterEqualThan(h.Member(h.Keys(n), "length"), h.Constant(r.minProperties));
}
function Lb(e, t, r, n) {
  return u.IsGreaterEqualThan(u.Keys(n).length, r.minProperties);
}
function MU(e, t, r, n, o, s) {
  return Lb(e, t, o, s) || t.AddError("minProperties", r, n, { limit: o.minProperties });
}
b();
function NU(e, t, r, n) {
  return h.MultipleOf(n, h.Constant(r.multipleOf));
}
function jb(e, t, r, n) {
  return u.IsMultipleOf(n, r.multipleOf);
}
function FU(e, t, r, n, o, s) {
  return jb(e, t, o, s) || t.AddError("multipleOf", r, n, { multipleOf: o.multipleOf });
}
b();
function jne(e, t, r, n) {
  return ks(e, t, [r.not], n, h.Not(h.IsEqual(h.Member("results", "length"), h.Constant(1))));
}
function Dne(e, t, r, n) {
  return h.Not(ge(e, t, r.not, n));
}
function LU(e, t, r, n) {
  return t.UseUnevaluated() ? jne(e, t, r, n) : Dne(e, t, r, n);
}
function Db(e, t, r, n) {
  const o = new Rt();
  return !fe(e, o, r.not, n) && t.Merge([o]);
}
function jU(e, t, r, n, o, s) {
  return Db(e, t, o, s) || t.AddError("not", r, n, {});
}
b();
function qne(e, t, r, n) {
  return ks(e, t, r.oneOf, n, h.IsEqual(h.Member("results", "length"), h.Constant(1)));
}
function Une(e, t, r, n) {
  const [o] = [$e()],
    s = h.ArrayLiteral(r.oneOf.map((a) => ge(e, t, a, n))),
    i = h.Counted(s, [o, "_"], h.IsEqual(o, h.Constant(!0)));
  return h.IsEqual(i, h.Constant(1));
}
function DU(e, t, r, n) {
  return t.UseUnevaluated() ? qne(e, t, r, n) : Une(e, t, r, n);
}
function qU(e, t, r, n) {
  const o = r.oneOf.reduce((s, i) => {
    const a = new Rt();
    return fe(e, a, i, n) ? [...s, a] : s;
  }, []);
  return u.IsEqual(o.length, 1) && t.Merge(o);
}
function UU(e, t, r, n, o, s) {
  const i = [],
    a = [],
    c = o.oneOf.reduce((p, l, g) => {
      const y = new Mt(),
        x = `${r}/oneOf/${g}`,
        $ = Oe(e, y, x, n, l, s);
      return ($ && a.push(g), $ || i.push(y), $ ? [...p, y] : p);
    }, []),
    m = u.IsEqual(c.length, 1) && t.Merge(c);
  return (
    !m && u.IsEqual(a.length, 0) && i.forEach((p) => t.AddErrors(p.GetErrors())),
    m || t.AddError("oneOf", r, n, { passingSchemas: a })
  );
}
b();
function KU(e, t, r, n) {
  const o = dr(u.IsString(r.pattern) ? Pn(r.pattern) : r.pattern);
  return h.Call(h.Member(o, "test"), [n]);
}
function qb(e, t, r, n) {
  return (u.IsString(r.pattern) ? Pn(r.pattern) : r.pattern).test(n);
}
function GU(e, t, r, n, o, s) {
  return qb(e, t, o, s) || t.AddError("pattern", r, n, { pattern: o.pattern });
}
b();
function BU(e, t, r, n) {
  return h.ReduceAnd(
    u.Entries(r.patternProperties).map(([o, s]) => {
      const [i, a] = [$e(), $e()],
        c = dr(Pn(o)),
        m = h.Not(h.Call(h.Member(c, "test"), [i])),
        p = rr(e, t, s, a),
        l = t.AddKey(i),
        g = t.UseUnevaluated() ? h.Or(m, h.And(p, l)) : h.Or(m, p);
      return h.Every(h.Entries(n), h.Constant(0), [`[${i}, ${a}]`, "_"], g);
    }),
  );
}
function zU(e, t, r, n) {
  return u.Every(u.Entries(r.patternProperties), 0, ([o, s]) => {
    const i = Pn(o);
    return u.Every(u.Entries(n), 0, ([a, c]) => !i.test(a) || (jr(e, t, s, c) && t.AddKey(a)));
  });
}
function HU(e, t, r, n, o, s) {
  return u.EveryAll(u.Entries(o.patternProperties), 0, ([i, a]) => {
    const c = `${r}/patternProperties/${Cr(i)}`,
      m = Pn(i);
    return u.EveryAll(u.Entries(s), 0, ([p, l]) => {
      const g = `${n}/${Cr(p)}`;
      return !m.test(p) || (Dr(e, t, c, g, a, l) && t.AddKey(p));
    });
  });
}
b();
function WU(e, t, r, n) {
  return h.ReduceAnd(
    r.prefixItems.map((o, s) => {
      const i = h.IsLessEqualThan(h.Member(n, "length"), h.Constant(s)),
        a = rr(e, t, o, `${n}[${s}]`),
        c = t.AddIndex(h.Constant(s)),
        m = t.UseUnevaluated() ? h.And(a, c) : a;
      return h.Or(i, m);
    }),
  );
}
function VU(e, t, r, n) {
  return (
    u.IsEqual(n.length, 0) ||
    u.Every(r.prefixItems, 0, (o, s) => u.IsLessEqualThan(n.length, s) || (jr(e, t, o, n[s]) && t.AddIndex(s)))
  );
}
function JU(e, t, r, n, o, s) {
  return (
    u.IsEqual(s.length, 0) ||
    u.EveryAll(o.prefixItems, 0, (i, a) => {
      const c = `${r}/prefixItems/${a}`,
        m = `${n}/${a}`;
      return u.IsLessEqualThan(s.length, a) || (Dr(e, t, c, m, i, s[a]) && t.AddIndex(a));
    })
  );
}
qn();
b();
function ng(e, t) {
  return e.includes(t) || Ge.Get().exactOptionalPropertyTypes;
}
function YU(e, t) {
  return h.IsUndefined(h.Member(e, t));
}
function Ub(e, t) {
  return u.IsUndefined(e[t]);
}
b();
function XU(e, t, r, n) {
  const o = _n(r) ? r.required : [],
    s = u.Entries(r.properties).map(([i, a]) => {
      const c = h.Not(h.HasPropertyKey(n, h.Constant(i))),
        m = rr(e, t, a, h.Member(n, i)),
        p = t.AddKey(h.Constant(i)),
        l = t.UseUnevaluated() ? h.And(m, p) : m,
        g = o.includes(i) ? l : h.Or(c, l);
      return ng(o, i) ? g : h.Or(YU(n, i), g);
    });
  return h.ReduceAnd(s);
}
function ZU(e, t, r, n) {
  const o = _n(r) ? r.required : [];
  return u.Every(u.Entries(r.properties), 0, ([i, a]) => {
    const c = !u.HasPropertyKey(n, i) || (jr(e, t, a, n[i]) && t.AddKey(i));
    return ng(o, i) ? c : Ub(n, i) || c;
  });
}
function QU(e, t, r, n, o, s) {
  const i = _n(o) ? o.required : [];
  return u.EveryAll(u.Entries(o.properties), 0, ([c, m]) => {
    const p = `${r}/properties/${Cr(c)}`,
      l = `${n}/${Cr(c)}`,
      g = () => !u.HasPropertyKey(s, c) || (Dr(e, t, p, l, m, s[c]) && t.AddKey(c));
    return ng(i, c) ? g() : Ub(s, c) || g();
  });
}
b();
function e2(e, t, r, n) {
  const [o, s] = [$e(), $e()];
  return h.Every(h.Keys(n), h.Constant(0), [o, s], ge(e, t, r.propertyNames, o));
}
function t2(e, t, r, n) {
  return u.Every(u.Keys(n), 0, (o, s) => fe(e, t, r.propertyNames, o));
}
function r2(e, t, r, n, o, s) {
  const i = [];
  return (
    u.EveryAll(u.Keys(s), 0, (c, m) => {
      const p = `${n}/${Cr(c)}`,
        l = `${r}/propertyNames`,
        g = Oe(e, t, l, p, o.propertyNames, c);
      return (g || i.push(c), g);
    }) || t.AddError("propertyNames", r, n, { propertyNames: i })
  );
}
function n2(e, t, r, n) {
  const o = hr.RecursiveRef(e, r) ?? !1,
    s = o ? { ...e, pendingResource: !0 } : e;
  return Lo(s, t, o, n);
}
function o2(e, t, r, n) {
  const o = hr.RecursiveRef(e, r) ?? !1,
    s = o ? { ...e, pendingResource: !0 } : e;
  return B(o) && fe(s, t, o, n);
}
function s2(e, t, r, n, o, s) {
  const i = hr.RecursiveRef(e, o) ?? !1,
    a = i ? { ...e, pendingResource: !0 } : e;
  return B(i) && Oe(a, t, r, n, i, s);
}
b();
function Kne(e, t, r, n) {
  const o = h.ArrowFunction(["context", "value"], Lo(e, t, r, "value")),
    s = h.ArrowFunction(
      ["context", "value"],
      h.Statements([
        h.ConstDeclaration("nextContext", h.New("CheckContext", [])),
        h.ConstDeclaration("result", h.Call(o, ["nextContext", "value"])),
        h.If("result", t.Merge("[nextContext]")),
        h.Return("result"),
      ]),
    );
  return h.Call(s, ["context", n]);
}
function Gne(e, t, r, n) {
  return Lo(e, t, r, n);
}
function i2(e, t, r, n) {
  const o = hr.Ref(e, r),
    s = o.schema ?? !1;
  return t.UseUnevaluated() ? Kne(o.stack, t, s, n) : Gne(o.stack, t, s, n);
}
function a2(e, t, r, n) {
  const o = hr.Ref(e, r),
    s = o.schema ?? !1,
    i = new Rt(),
    a = B(s) && fe(o.stack, i, s, n);
  return (a && t.Merge([i]), a);
}
function u2(e, t, r, n, o, s) {
  const i = hr.Ref(e, o),
    a = i.schema ?? !1,
    c = new Mt(),
    m = B(a) && Oe(i.stack, c, r, n, a, s);
  return (m && t.Merge([c]), m || t.AddErrors(c.GetErrors()), m);
}
b();
function c2(e, t, r, n) {
  return h.ReduceAnd(r.required.map((o) => h.HasPropertyKey(n, h.Constant(o))));
}
function m2(e, t, r, n) {
  return u.Every(r.required, 0, (o) => u.HasPropertyKey(n, o));
}
function f2(e, t, r, n, o, s) {
  const i = [];
  return (
    u.EveryAll(o.required, 0, (c) => {
      const m = u.HasPropertyKey(s, c);
      return (m || i.push(c), m);
    }) || t.AddError("required", r, n, { requiredProperties: i })
  );
}
b();
function p2(e, t, r, n) {
  return u.IsEqual(r, "object")
    ? h.IsObjectNotArray(n)
    : u.IsEqual(r, "array")
      ? h.IsArray(n)
      : u.IsEqual(r, "boolean")
        ? h.IsBoolean(n)
        : u.IsEqual(r, "integer")
          ? h.IsInteger(n)
          : u.IsEqual(r, "number")
            ? h.IsNumber(n)
            : u.IsEqual(r, "null")
              ? h.IsNull(n)
              : u.IsEqual(r, "string")
                ? h.IsString(n)
                : u.IsEqual(r, "bigint")
                  ? h.IsBigInt(n)
                  : u.IsEqual(r, "constructor")
                    ? h.IsConstructor(n)
                    : u.IsEqual(r, "function")
                      ? h.IsFunction(n)
                      : u.IsEqual(r, "symbol")
                        ? h.IsSymbol(n)
                        : u.IsEqual(r, "undefined")
                          ? h.IsUndefined(n)
                          : u.IsEqual(r, "void")
                            ? h.IsUndefined(n)
                            : h.Constant(!0);
}
function Kb(e, t, r, n, o) {
  return u.IsEqual(r, "object")
    ? u.IsObjectNotArray(o)
    : u.IsEqual(r, "array")
      ? u.IsArray(o)
      : u.IsEqual(r, "boolean")
        ? u.IsBoolean(o)
        : u.IsEqual(r, "integer")
          ? u.IsInteger(o)
          : u.IsEqual(r, "number")
            ? u.IsNumber(o)
            : u.IsEqual(r, "null")
              ? u.IsNull(o)
              : u.IsEqual(r, "string")
                ? u.IsString(o)
                : u.IsEqual(r, "bigint")
                  ? u.IsBigInt(o)
                  : u.IsEqual(r, "constructor")
                    ? u.IsConstructor(o)
                    : u.IsEqual(r, "function")
                      ? u.IsFunction(o)
                      : u.IsEqual(r, "symbol")
                        ? u.IsSymbol(o)
                        : u.IsEqual(r, "undefined")
                          ? u.IsUndefined(o)
                          : u.IsEqual(r, "void")
                            ? u.IsUndefined(o)
                            : !0;
}
function Bne(e, t, r, n) {
  return h.ReduceOr(r.map((o) => p2(e, t, o, n)));
}
function l2(e, t, r, n, o) {
  return u.Some(r, (s) => Kb(e, t, s, n, o));
}
function d2(e, t, r, n) {
  return u.IsArray(r.type) ? Bne(e, t, r.type, n) : p2(e, t, r.type, n);
}
function h2(e, t, r, n) {
  return u.IsArray(r.type) ? l2(e, t, r.type, r, n) : Kb(e, t, r.type, r, n);
}
function g2(e, t, r, n, o, s) {
  return (
    (u.IsArray(o.type) ? l2(e, t, o.type, o, s) : Kb(e, t, o.type, o, s)) || t.AddError("type", r, n, { type: o.type })
  );
}
b();
function y2(e, t, r, n) {
  const [o, s] = [$e(), $e()],
    i = h.Call(h.Member("context", "GetIndices"), []),
    a = h.Call(h.Member("indices", "has"), [o]),
    c = ge(e, t, r.unevaluatedItems, s),
    m = h.Call(h.Member("context", "AddIndex"), [o]),
    p = h.Every(n, h.Constant(0), [s, o], h.And(h.Or(a, c), m));
  return h.Call(h.ArrowFunction(["context"], h.Statements([h.ConstDeclaration("indices", i), h.Return(p)])), [
    "context",
  ]);
}
function x2(e, t, r, n) {
  const o = t.GetIndices();
  return u.Every(n, 0, (s, i) => (o.has(i) || fe(e, t, r.unevaluatedItems, s)) && t.AddIndex(i));
}
function I2(e, t, r, n, o, s) {
  const i = t.GetIndices(),
    a = [];
  return (
    u.EveryAll(s, 0, (m, p) => {
      const l = new Mt(),
        g = (i.has(p) || Oe(e, l, r, n, o.unevaluatedItems, m)) && t.AddIndex(p);
      return (g || a.push(p), g);
    }) || t.AddError("unevaluatedItems", r, n, { unevaluatedItems: a })
  );
}
b();
function $2(e, t, r, n) {
  const [o, s] = [$e(), $e()],
    i = h.Call(h.Member("context", "GetKeys"), []),
    a = h.Call(h.Member("keys", "has"), [o]),
    c = h.Call(h.Member("context", "AddKey"), [o]),
    m = ge(e, t, r.unevaluatedProperties, s),
    p = h.Every(h.Entries(n), h.Constant(0), [`[${o}, ${s}]`, "_"], h.Or(a, h.And(m, c)));
  return h.Call(h.ArrowFunction(["context"], h.Statements([h.ConstDeclaration("keys", i), h.Return(p)])), ["context"]);
}
function b2(e, t, r, n) {
  const o = t.GetKeys();
  return u.Every(u.Entries(n), 0, ([s, i]) => o.has(s) || (fe(e, t, r.unevaluatedProperties, i) && t.AddKey(s)));
}
function E2(e, t, r, n, o, s) {
  const i = t.GetKeys(),
    a = [];
  return (
    u.EveryAll(u.Entries(s), 0, ([m, p]) => {
      const l = new Mt(),
        g = i.has(m) || (Oe(e, l, r, n, o.unevaluatedProperties, p) && t.AddKey(m));
      return (g || a.push(m), g);
    }) || t.AddError("unevaluatedProperties", r, n, { unevaluatedProperties: a })
  );
}
mc();
b();
function Gb(e) {
  return !u.IsEqual(e.uniqueItems, !1);
}
function w2(e, t, r, n) {
  if (!Gb(r)) return h.Constant(!0);
  const o = h.Member(h.New("Set", [h.Call(h.Member(n, "map"), [h.Member("Hashing", "Hash")])]), "size"),
    s = h.Member(n, "length");
  return h.IsEqual(o, s);
}
function S2(e, t, r, n) {
  if (!Gb(r)) return !0;
  const o = new Set(n.map(wo.Hash)).size,
    s = n.length;
  return u.IsEqual(o, s);
}
function T2(e, t, r, n, o, s) {
  if (!Gb(o)) return !0;
  const i = new Set(),
    a = s.reduce((m, p, l) => {
      const g = wo.Hash(p);
      return i.has(g) ? [...m, l] : (i.add(g), m);
    }, []);
  return u.IsEqual(a.length, 0) || t.AddError("uniqueItems", r, n, { duplicateItems: a });
}
function Wm(e, t) {
  return (
    qm(e) &&
    ((u.IsArray(e.type) && u.IsGreaterThan(e.type.length, 0) && u.Every(e.type, 0, (r) => u.IsEqual(r, t))) ||
      u.IsEqual(e.type, t))
  );
}
function zne(e) {
  return Wm(e, "object");
}
function Hne(e) {
  return kt(e) && (rn(e) || Em(e) || wm(e) || Wa(e) || No(e) || Mo(e) || Ja(e) || Ii(e) || Am(e) || _n(e) || Ss(e));
}
function Wne(e) {
  return Wm(e, "array");
}
function Vne(e) {
  return kt(e) && (Ha(e) || Ao(e) || fo(e) || Om(e) || Va(e) || Ro(e) || bs(e) || kn(e) || ws(e) || Es(e));
}
function Jne(e) {
  return Wm(e, "string");
}
function Yne(e) {
  return kt(e) && (xi(e) || Cm(e) || yi(e) || $i(e));
}
function Xne(e) {
  return Wm(e, "number") || Wm(e, "bigint");
}
function Zne(e) {
  return kt(e) && (Tn(e) || Pm(e) || km(e) || Sn(e) || Rm(e));
}
function rr(e, t, r, n) {
  return t.UseUnevaluated() ? h.And(h.And(t.Push(), ge(e, t, r, n)), t.Pop()) : ge(e, t, r, n);
}
function ge(e, t, r, n) {
  const o = Ei(e, r),
    s = [];
  if (Is(r)) return ZD(o, t, r, n);
  if ((qm(r) && s.push(d2(o, t, r, n)), Hne(r))) {
    const a = [];
    _n(r) && a.push(c2(o, t, r, n)),
      rn(r) && a.push(GD(o, t, r, n)),
      Em(r) && a.push(sq(o, t, r, n)),
      wm(r) && a.push(uq(o, t, r, n)),
      Wa(r) && a.push(fq(o, t, r, n)),
      Mo(r) && a.push(BU(o, t, r, n)),
      No(r) && a.push(XU(o, t, r, n)),
      Ja(r) && a.push(e2(o, t, r, n)),
      Ii(r) && a.push(RU(o, t, r, n)),
      Am(r) && a.push(EU(o, t, r, n));
    const c = h.ReduceAnd(a),
      m = h.Or(h.Not(h.IsObjectNotArray(n)), c);
    s.push(zne(r) ? c : m);
  }
  if (Vne(r)) {
    const a = [];
    Ha(r) && a.push(qD(o, t, r, n)),
      fo(r) && a.push(nq(o, t, r, n)),
      Ao(r) && a.push(mU(o, t, r, n)),
      Ro(r) && a.push(TU(o, t, r, n)),
      Om(r) && a.push(dU(o, t, r, n)),
      bs(r) && a.push(PU(o, t, r, n)),
      Va(r) && a.push(xU(o, t, r, n)),
      kn(r) && a.push(WU(o, t, r, n)),
      Es(r) && a.push(w2(o, t, r, n));
    const c = h.ReduceAnd(a),
      m = h.Or(h.Not(h.IsArray(n)), c);
    s.push(Wne(r) ? c : m);
  }
  if (Yne(r)) {
    const a = [];
    xi(r) && a.push(CU(o, t, r, n)),
      Cm(r) && a.push($U(o, t, r, n)),
      yi(r) && a.push(sU(o, t, r, n)),
      $i(r) && a.push(KU(o, t, r, n));
    const c = h.ReduceAnd(a),
      m = h.Or(h.Not(h.IsString(n)), c);
    s.push(Jne(r) ? c : m);
  }
  if (Zne(r)) {
    const a = [];
    Sn(r) && a.push(Pq(o, t, r, n)),
      km(r) && a.push(_q(o, t, r, n)),
      Tn(r) && a.push(_U(o, t, r, n)),
      Pm(r) && a.push(gU(o, t, r, n)),
      Rm(r) && a.push(NU(o, t, r, n));
    const c = h.ReduceAnd(a),
      m = h.Or(h.Not(h.Or(h.IsNumber(n), h.IsBigInt(n))), c);
    s.push(Xne(r) ? c : m);
  }
  return (
    jm(r) && s.push(i2(o, t, r, n)),
    Lm(r) && s.push(n2(o, t, r, n)),
    Sm(r) && s.push(Eq(o, t, r, n)),
    Sh(r) && s.push(eq(o, t, r, n)),
    Th(r) && s.push(Tq(o, t, r, n)),
    _m(r) && s.push(aU(o, t, r, n)),
    Mm(r) && s.push(LU(o, t, r, n)),
    $m(r) && s.push(HD(o, t, r, n)),
    bm(r) && s.push(JD(o, t, r, n)),
    Nm(r) && s.push(DU(o, t, r, n)),
    ws(r) && s.push(h.Or(h.Not(h.IsArray(n)), y2(o, t, r, n))),
    Ss(r) && s.push(h.Or(h.Not(h.IsObject(n)), $2(o, t, r, n))),
    Im(r) && s.push(CD(o, t, r, n)),
    h.ReduceAnd(s)
  );
}
function jr(e, t, r, n) {
  return t.Push() && fe(e, t, r, n) && t.Pop();
}
function fe(e, t, r, n) {
  const o = Ei(e, r);
  return Is(r)
    ? mb(o, t, r, n)
    : (!qm(r) || h2(o, t, r, n)) &&
        (!(u.IsObject(n) && !u.IsArray(n)) ||
          ((!_n(r) || m2(o, t, r, n)) &&
            (!rn(r) || BD(o, t, r, n)) &&
            (!Em(r) || iq(o, t, r, n)) &&
            (!wm(r) || cq(o, t, r, n)) &&
            (!Wa(r) || pq(o, t, r, n)) &&
            (!Mo(r) || zU(o, t, r, n)) &&
            (!No(r) || ZU(o, t, r, n)) &&
            (!Ja(r) || t2(o, t, r, n)) &&
            (!Ii(r) || Lb(o, t, r, n)) &&
            (!Am(r) || Ab(o, t, r, n)))) &&
        (!u.IsArray(n) ||
          ((!Ha(r) || UD(o, t, r, n)) &&
            (!fo(r) || pb(o, t, r, n)) &&
            (!Ao(r) || fU(o, t, r, n)) &&
            (!Ro(r) || Rb(o, t, r, n)) &&
            (!Om(r) || vb(o, t, r, n)) &&
            (!bs(r) || Nb(o, t, r, n)) &&
            (!Va(r) || Ob(o, t, r, n)) &&
            (!kn(r) || VU(o, t, r, n)) &&
            (!Es(r) || S2(o, t, r, n)))) &&
        (!u.IsString(n) ||
          ((!xi(r) || Fb(o, t, r, n)) &&
            (!Cm(r) || Cb(o, t, r, n)) &&
            (!yi(r) || _b(o, t, r, n)) &&
            (!$i(r) || qb(o, t, r, n)))) &&
        (!(u.IsNumber(n) || u.IsBigInt(n)) ||
          ((!Sn(r) || bb(o, t, r, n)) &&
            (!km(r) || $b(o, t, r, n)) &&
            (!Tn(r) || Mb(o, t, r, n)) &&
            (!Pm(r) || Pb(o, t, r, n)) &&
            (!Rm(r) || jb(o, t, r, n)))) &&
        (!jm(r) || a2(o, t, r, n)) &&
        (!Lm(r) || o2(o, t, r, n)) &&
        (!Sm(r) || wq(o, t, r, n)) &&
        (!Sh(r) || fb(o, t, r, n)) &&
        (!Th(r) || Ib(o, t, r, n)) &&
        (!_m(r) || uU(o, t, r, n)) &&
        (!Mm(r) || Db(o, t, r, n)) &&
        (!$m(r) || WD(o, t, r, n)) &&
        (!bm(r) || YD(o, t, r, n)) &&
        (!Nm(r) || qU(o, t, r, n)) &&
        (!ws(r) || !u.IsArray(n) || x2(o, t, r, n)) &&
        (!Ss(r) || !u.IsObject(n) || b2(o, t, r, n)) &&
        (!Im(r) || AD(o, t, r, n));
}
function Dr(e, t, r, n, o, s) {
  return t.Push() && Oe(e, t, r, n, o, s) && t.Pop();
}
function Oe(e, t, r, n, o, s) {
  if (t.AtCapacity()) return !1;
  const i = Ei(e, o);
  return Is(o)
    ? QD(i, t, r, n, o, s)
    : !!(
        +(!qm(o) || g2(i, t, r, n, o, s)) &
        +(
          !(u.IsObject(s) && !u.IsArray(s)) ||
          !!(
            +(!_n(o) || f2(i, t, r, n, o, s)) &
            +(!rn(o) || zD(i, t, r, n, o, s)) &
            +(!Em(o) || aq(i, t, r, n, o, s)) &
            +(!wm(o) || mq(i, t, r, n, o, s)) &
            +(!Wa(o) || lq(i, t, r, n, o, s)) &
            +(!Mo(o) || HU(i, t, r, n, o, s)) &
            +(!No(o) || QU(i, t, r, n, o, s)) &
            +(!Ja(o) || r2(i, t, r, n, o, s)) &
            +(!Ii(o) || MU(i, t, r, n, o, s)) &
            +(!Am(o) || wU(i, t, r, n, o, s))
          )
        ) &
        +(
          !u.IsArray(s) ||
          !!(
            +(!Ha(o) || KD(i, t, r, n, o, s)) &
            +(!fo(o) || oq(i, t, r, n, o, s)) &
            +(!Ao(o) || pU(i, t, r, n, o, s)) &
            +(!Ro(o) || kU(i, t, r, n, o, s)) &
            +(!Om(o) || hU(i, t, r, n, o, s)) &
            +(!bs(o) || OU(i, t, r, n, o, s)) &
            +(!Va(o) || IU(i, t, r, n, o, s)) &
            +(!kn(o) || JU(i, t, r, n, o, s)) &
            +(!Es(o) || T2(i, t, r, n, o, s))
          )
        ) &
        +(
          !u.IsString(s) ||
          !!(
            +(!xi(o) || AU(i, t, r, n, o, s)) &
            +(!Cm(o) || bU(i, t, r, n, o, s)) &
            +(!yi(o) || iU(i, t, r, n, o, s)) &
            +(!$i(o) || GU(i, t, r, n, o, s))
          )
        ) &
        +(
          !(u.IsNumber(s) || u.IsBigInt(s)) ||
          !!(
            +(!Sn(o) || Oq(i, t, r, n, o, s)) &
            +(!km(o) || vq(i, t, r, n, o, s)) &
            +(!Tn(o) || vU(i, t, r, n, o, s)) &
            +(!Pm(o) || yU(i, t, r, n, o, s)) &
            +(!Rm(o) || FU(i, t, r, n, o, s))
          )
        ) &
        +(!jm(o) || u2(i, t, r, n, o, s)) &
        +(!Lm(o) || s2(i, t, r, n, o, s)) &
        +(!Sm(o) || Sq(i, t, r, n, o, s)) &
        +(!Sh(o) || tq(i, t, r, n, o, s)) &
        +(!Th(o) || kq(i, t, r, n, o, s)) &
        +(!_m(o) || cU(i, t, r, n, o, s)) &
        +(!Mm(o) || jU(i, t, r, n, o, s)) &
        +(!$m(o) || VD(i, t, r, n, o, s)) &
        +(!bm(o) || XD(i, t, r, n, o, s)) &
        +(!Nm(o) || UU(i, t, r, n, o, s)) &
        +(!ws(o) || !u.IsArray(s) || I2(i, t, r, n, o, s)) &
        +(!Ss(o) || !u.IsObject(s) || E2(i, t, r, n, o, s))
      ) &&
        (!Im(o) || RD(i, t, r, n, o, s));
}
var k2 = [0],
  og = new Map(),
  Vm = new Map();
function Qne() {
  return `${k2[0]++}`;
}
function eoe(e, t) {
  og.has(e) || og.set(e, new Map());
  const r = og.get(e);
  if (r.has(t)) return r.get(t);
  const n = Qne();
  return (r.set(t, n), n);
}
function toe(e, t, r, n) {
  return e.UseUnevaluated() ? h.Call(`check_${r}`, ["context", n]) : h.Call(`check_${r}`, [n]);
}
function roe(e, t, r, n) {
  const o = ge(e, t, r, "value");
  return t.UseUnevaluated()
    ? h.ConstDeclaration(`check_${n}`, h.ArrowFunction(["context", "value"], o))
    : h.ConstDeclaration(`check_${n}`, h.ArrowFunction(["value"], o));
}
function _2() {
  (k2[0] = 0), og.clear(), Vm.clear();
}
function v2() {
  return [...Vm.values()];
}
function Lo(e, t, r, n) {
  const o = eoe(r, e.lexicalBase),
    s = toe(t, r, o, n);
  return (Vm.has(o) || (Vm.set(o, ""), Vm.set(o, roe(e, t, r, o))), s);
}
it();
Vs();
b();
it();
nI();
mc();
b();
function noe(e) {
  const t = e.Functions().join(`;
`),
    r = e.UseUnevaluated()
      ? ["const context = new CheckContext({}, {})", `return ${e.Entry()}`]
      : [`return ${e.Entry()}`];
  return `${t}; return (value) => { ${r.join("; ")} }`;
}
function ooe(e, t) {
  return ta.Evaluate("CheckContext", "Guard", "Hashing", e.External().identifier, t)(Rt, u, wo, e.External().variables);
}
function soe(e) {
  const t = Ts(e.Context(), e.Schema()),
    r = new Rt();
  return (n) => fe(t, r, e.Schema(), n);
}
function ioe(e, t) {
  return ta.CanEvaluate() ? ooe(e, t) : soe(e);
}
var zb = class {
    constructor(t, r, n) {
      (this.isAccelerated = t), (this.code = r), (this.check = n);
    }
    IsAccelerated() {
      return this.isAccelerated;
    }
    Code() {
      return this.code;
    }
    Check(t) {
      return this.check(t);
    }
  },
  Hb = class {
    constructor(t, r, n, o, s, i) {
      (this.context = t),
        (this.schema = r),
        (this.external = n),
        (this.functions = o),
        (this.entry = s),
        (this.useUnevaluated = i);
    }
    Context() {
      return this.context;
    }
    Schema() {
      return this.schema;
    }
    UseUnevaluated() {
      return this.useUnevaluated;
    }
    External() {
      return this.external;
    }
    Functions() {
      return this.functions;
    }
    Entry() {
      return this.entry;
    }
    Evaluate() {
      const t = noe(this),
        r = ioe(this, t);
      return new zb(ta.CanEvaluate(), t, r);
    }
  };
function sg(...e) {
  const [t, r] = X.Match(e, { 2: (c, m) => [c, m], 1: (c) => [{}, c] });
  DD(), PD(), _2();
  const n = Ts(t, r),
    o = new _h(vD(t, r)),
    s = Lo(n, o, r, "value"),
    i = v2(),
    a = OD();
  return new Hb(t, r, a, i, s, o.UseUnevaluated());
}
it();
it();
aI();
function ig(...e) {
  const [t, r, n] = X.Match(e, { 3: (p, l, g) => [p, l, g], 2: (p, l) => [{}, p, l] }),
    o = Ts(t, r),
    s = new Mt(),
    i = Oe(o, s, "#", "", r, n),
    a = s.GetErrors(),
    c = h_(),
    m = a.map((p) => ({ ...p, message: c(p) }));
  return [i, m];
}
tI();
var P2 = 0;
function Jm() {
  const e = wp();
  (P2 = e.maxErrors), (e.maxErrors = e.maxParseErrors);
}
function Ym() {
  const e = wp();
  e.maxErrors = P2;
}
it();
it();
function Wb(...e) {
  const [t, r, n] = X.Match(e, { 3: (i, a, c) => [i, a, c], 2: (i, a) => [{}, i, a] }),
    o = Ts(t, r),
    s = new Rt();
  return fe(o, s, r, n);
}
it();
qn();
it();
it();
function ve(...e) {
  const [t, r, n] = X.Match(e, { 3: (o, s, i) => [o, s, i], 2: (o, s) => [{}, o, s] });
  return Wb(t, r, n);
}
it();
function po(...e) {
  const [t, r, n] = X.Match(e, { 3: (i, a, c) => [i, a, c], 2: (i, a) => [{}, i, a] }),
    [o, s] = ig(t, r, n);
  return s;
}
var _s = class extends Error {
  constructor(t, r, n) {
    super(t),
      Object.defineProperty(this, "cause", {
        value: { source: t, errors: n, value: r },
        writable: !1,
        configurable: !1,
        enumerable: !1,
      });
  }
};
Vs();
si();
G0();
$n();
Dd();
Pc();
b();
function O2(e, t, r) {
  return u.IsArray(r) ? r.map((n) => $t(e, t.items, n)) : r;
}
function C2(e, t, r) {
  return $t({ ...e, ...t.$defs }, gt(t.$ref), r);
}
b();
function coe(e, t) {
  const r = u.HasPropertyKey(t, "unevaluatedProperties") ? { additionalProperties: t.unevaluatedProperties } : {},
    n = Qr(e, t),
    o = Ct(n);
  return K(o) ? Md(o, r) : o;
}
function A2(e, t, r) {
  const n = coe(e, t);
  return $t(e, n, r);
}
b();
b();
function ag(e) {
  return u.HasPropertyKey(e, "additionalProperties") ? e.additionalProperties : void 0;
}
function R2(e, t, r) {
  if (!u.IsObject(r) || u.IsArray(r)) return r;
  const n = ag(t);
  for (const o of u.Keys(r)) {
    if (u.HasPropertyKey(t.properties, o) && je(t.properties[o])) {
      r[o] = $t(e, t.properties[o], r[o]);
      continue;
    }
    if ((u.IsBoolean(n) && u.IsEqual(n, !0)) || (je(n) && ve(e, n, r[o]))) {
      r[o] = $t(e, n, r[o]);
      continue;
    }
    delete r[o];
  }
  return r;
}
b();
function M2(e, t, r) {
  if (!u.IsObject(r)) return r;
  const n = ag(t),
    [o, s] = [new RegExp(lt(t)), Ae(t)];
  for (const i of u.Keys(r)) {
    if (o.test(i)) {
      r[i] = $t(e, s, r[i]);
      continue;
    }
    if ((u.IsBoolean(n) && u.IsEqual(n, !0)) || (je(n) && ve(e, n, r[i]))) {
      r[i] = $t(e, n, r[i]);
      continue;
    }
    delete r[i];
  }
  return r;
}
b();
function N2(e, t, r) {
  return u.HasPropertyKey(e, t.$ref) ? $t(e, e[t.$ref], r) : r;
}
b();
function F2(e, t, r) {
  if (!u.IsArray(r)) return r;
  const n = Math.min(r.length, t.items.length);
  for (let o = 0; o < n; o++) r[o] = $t(e, t.items[o], r[o]);
  return u.IsGreaterThan(r.length, n) ? r.slice(0, n) : r;
}
b();
function moe(e) {
  return u.HasPropertyKey(e, "~kind") || u.HasPropertyKey(e, "~unsafe");
}
function foe(e) {
  const t = {};
  for (const r of u.Keys(e)) {
    if (u.IsUnsafePropertyKey(r)) continue;
    const n = Object.getOwnPropertyDescriptor(e, r);
    (n.value = Ti(n.value)), u.IsEqual(n.enumerable, !0) ? (t[r] = n.value) : Object.defineProperty(t, r, n);
  }
  return t;
}
function poe(e) {
  const t = {};
  for (const r of u.Keys(e)) u.IsUnsafePropertyKey(r) || (t[r] = Ti(e[r]));
  for (const r of u.Symbols(e)) t[r] = Ti(e[r]);
  return t;
}
function loe(e) {
  return u.IsClassInstance(e) ? e : moe(e) ? foe(e) : poe(e);
}
function doe(e) {
  return e.map((t) => Ti(t));
}
function hoe(e) {
  return e.slice();
}
function goe(e) {
  return new RegExp(e.source, e.flags);
}
function yoe(e) {
  return new Map(Ti([...e.entries()]));
}
function xoe(e) {
  return new Set(Ti([...e.values()]));
}
function Ti(e) {
  return Vt.IsTypeArray(e)
    ? hoe(e)
    : Vt.IsRegExp(e)
      ? goe(e)
      : Vt.IsMap(e)
        ? yoe(e)
        : Vt.IsSet(e)
          ? xoe(e)
          : u.IsArray(e)
            ? doe(e)
            : u.IsObject(e)
              ? loe(e)
              : e;
}
function L2(e) {
  return Ti(e);
}
function Ze(e) {
  return L2(e);
}
function j2(e, t, r) {
  for (const n of t.anyOf) {
    const o = $t(e, n, Ze(r));
    if (ve(e, n, o)) return o;
  }
  return r;
}
function $t(e, t, r) {
  return ie(t)
    ? O2(e, t, r)
    : _e(t)
      ? C2(e, t, r)
      : U(t)
        ? A2(e, t, r)
        : K(t)
          ? R2(e, t, r)
          : Te(t)
            ? M2(e, t, r)
            : we(t)
              ? N2(e, t, r)
              : Z(t)
                ? F2(e, t, r)
                : C(t)
                  ? j2(e, t, r)
                  : r;
}
b();
O();
function Ioe(e, t) {
  return w.Assign(e, t);
}
function $oe(e) {
  const t = {};
  for (const r of Rk.Keys(e)) t[r] = Xm(e[r]);
  return t;
}
function boe(e) {
  return Pt({ pattern: lt(e) });
}
function Eoe(e) {
  return Vb(cF(e));
}
function Vb(e) {
  return e.map((t) => Xm(t));
}
function Xm(e) {
  const t = ie(e)
    ? ar(Xm(e.items), Zi(e))
    : U(e)
      ? Lt(Vb(e.allOf))
      : C(e)
        ? z(Eoe(e.anyOf))
        : K(e)
          ? q($oe(e.properties))
          : Te(e)
            ? ca(boe(e), Xm(Ae(e)))
            : Z(e)
              ? Ve(Vb(e.items))
              : e;
  return Ioe(e, t);
}
function tu(e) {
  return Xm(e);
}
function nn(...e) {
  const [t, r, n] = X.Match(e, { 3: (s, i, a) => [s, i, a], 2: (s, i) => [{}, s, i] }),
    o = Ge.Get().unionPrioritySort ? tu(r) : r;
  return $t(t, o, n);
}
Vs();
it();
var de = {};
_t(de, {
  Fail: () => ki,
  IsOk: () => Jb,
  Ok: () => L,
  TryArray: () => woe,
  TryBigInt: () => Yb,
  TryBoolean: () => Noe,
  TryNull: () => qoe,
  TryNumber: () => Boe,
  TryString: () => zoe,
  TryUndefined: () => Yoe,
});
b();
b();
function Jb(e) {
  return u.IsObject(e) && u.HasPropertyKey(e, "value");
}
function L(e) {
  return { value: e };
}
function ki() {}
function woe(e) {
  return u.IsArray(e) ? L(e) : L([e]);
}
b();
function Soe(e) {
  return u.IsEqual(e, !0) ? L(BigInt(1)) : L(BigInt(0));
}
var Toe = /^-?(0|[1-9]\d*)n$/,
  koe = /^-?(0|[1-9]\d*)\.\d+$/,
  _oe = /^-?(0|[1-9]\d*)$/;
function voe(e) {
  return Toe.test(e);
}
function Poe(e) {
  return koe.test(e);
}
function Ooe(e) {
  return _oe.test(e);
}
function Coe(e) {
  const t = e.toLowerCase();
  return voe(e)
    ? L(BigInt(e.slice(0, e.length - 1)))
    : Poe(e)
      ? L(BigInt(e.split(".")[0]))
      : Ooe(e)
        ? L(BigInt(e))
        : u.IsEqual(t, "false")
          ? L(BigInt(0))
          : u.IsEqual(t, "true")
            ? L(BigInt(1))
            : void 0;
}
function Yb(e) {
  return u.IsBigInt(e)
    ? L(e)
    : u.IsBoolean(e)
      ? Soe(e)
      : u.IsNumber(e)
        ? L(BigInt(Math.trunc(e)))
        : u.IsNull(e)
          ? L(BigInt(0))
          : u.IsString(e)
            ? Coe(e)
            : u.IsUndefined(e)
              ? L(BigInt(0))
              : void 0;
}
b();
function Aoe(e) {
  return u.IsEqual(e, BigInt(0)) ? L(!1) : u.IsEqual(e, BigInt(1)) ? L(!0) : void 0;
}
function Roe(e) {
  return u.IsEqual(e, 0) ? L(!1) : u.IsEqual(e, 1) ? L(!0) : void 0;
}
function Moe(e) {
  return u.IsEqual(e.toLowerCase(), "false")
    ? L(!1)
    : u.IsEqual(e.toLowerCase(), "true")
      ? L(!0)
      : u.IsEqual(e, "0")
        ? L(!1)
        : u.IsEqual(e, "1")
          ? L(!0)
          : void 0;
}
function Noe(e) {
  return u.IsBigInt(e)
    ? Aoe(e)
    : u.IsBoolean(e)
      ? L(e)
      : u.IsNumber(e)
        ? Roe(e)
        : u.IsNull(e)
          ? L(!1)
          : u.IsString(e)
            ? Moe(e)
            : u.IsUndefined(e)
              ? L(!1)
              : void 0;
}
b();
function Foe(e) {
  return u.IsEqual(e, BigInt(0)) ? L(null) : void 0;
}
function Loe(e) {
  return u.IsEqual(e, !1) ? L(null) : void 0;
}
function joe(e) {
  return u.IsEqual(e, 0) ? L(null) : void 0;
}
function Doe(e) {
  const t = e.toLowerCase();
  return u.IsEqual(t, "undefined") || u.IsEqual(t, "null") || u.IsEqual(e, "") || u.IsEqual(e, "0") ? L(null) : void 0;
}
function qoe(e) {
  return u.IsBigInt(e)
    ? Foe(e)
    : u.IsBoolean(e)
      ? Loe(e)
      : u.IsNumber(e)
        ? joe(e)
        : u.IsNull(e)
          ? L(null)
          : u.IsString(e)
            ? Doe(e)
            : u.IsUndefined(e)
              ? L(null)
              : void 0;
}
b();
var D2 = BigInt(Number.MAX_SAFE_INTEGER),
  q2 = BigInt(Number.MIN_SAFE_INTEGER);
function Uoe(e) {
  return e <= D2 && e >= q2 ? L(Number(e)) : void 0;
}
function Koe(e) {
  return L(e ? 1 : 0);
}
function Goe(e) {
  const t = +e;
  if (u.IsNumber(t)) return L(t);
  const r = e.toLowerCase();
  if (u.IsEqual(r, "false")) return L(0);
  if (u.IsEqual(r, "true")) return L(1);
  const n = Yb(e);
  return Jb(n) ? (n.value <= D2 && n.value >= q2 ? L(Number(n.value)) : void 0) : void 0;
}
function Boe(e) {
  return u.IsBigInt(e)
    ? Uoe(e)
    : u.IsBoolean(e)
      ? Koe(e)
      : u.IsNumber(e)
        ? L(e)
        : u.IsNull(e)
          ? L(0)
          : u.IsString(e)
            ? Goe(e)
            : u.IsUndefined(e)
              ? L(0)
              : void 0;
}
b();
function zoe(e) {
  return u.IsBigInt(e)
    ? L(e.toString())
    : u.IsBoolean(e)
      ? L(e.toString())
      : u.IsNumber(e)
        ? L(e.toString())
        : u.IsNull(e)
          ? L("null")
          : u.IsString(e)
            ? L(e)
            : u.IsUndefined(e)
              ? L("")
              : void 0;
}
b();
function Hoe(e) {
  return u.IsEqual(e, BigInt(0)) ? L(void 0) : void 0;
}
function Woe(e) {
  return u.IsEqual(e, !1) ? L(void 0) : void 0;
}
function Voe(e) {
  return u.IsEqual(e, 0) ? L(void 0) : void 0;
}
function Joe(e) {
  const t = e.toLowerCase();
  return u.IsEqual(t, "undefined") || u.IsEqual(t, "null") || u.IsEqual(e, "") || u.IsEqual(e, "0")
    ? L(void 0)
    : void 0;
}
function Yoe(e) {
  return u.IsBigInt(e)
    ? Hoe(e)
    : u.IsBoolean(e)
      ? Woe(e)
      : u.IsNumber(e)
        ? Voe(e)
        : u.IsNull(e)
          ? L(void 0)
          : u.IsString(e)
            ? Joe(e)
            : u.IsUndefined(e)
              ? L(e)
              : void 0;
}
function U2(e, t, r) {
  return de.TryArray(r).value.map((o) => Qe(e, t.items, o));
}
function K2(e, t, r) {
  const n = de.TryBigInt(r);
  return de.IsOk(n) ? n.value : r;
}
function G2(e, t, r) {
  const n = de.TryBoolean(r);
  return de.IsOk(n) ? n.value : r;
}
function B2(e, t, r) {
  return Qe({ ...e, ...t.$defs }, gt(t.$ref), r);
}
function z2(e, t, r) {
  return Qe(e, Ct(t), r);
}
function H2(e, t, r) {
  const n = de.TryNumber(r);
  return de.IsOk(n) ? Math.trunc(n.value) : r;
}
function W2(e, t, r) {
  const n = Qr(e, t),
    o = Ct(n);
  return Qe(e, o, r);
}
xn();
b();
function Xoe(e, t, r) {
  const n = de.TryBigInt(r);
  return de.IsOk(n) && u.IsEqual(t.const, n.value) ? n.value : r;
}
function Zoe(e, t, r) {
  const n = de.TryBoolean(r);
  return de.IsOk(n) && u.IsEqual(t.const, n.value) ? n.value : r;
}
function Qoe(e, t, r) {
  const n = de.TryNumber(r);
  return de.IsOk(n) && u.IsEqual(t.const, n.value) ? n.value : r;
}
function ese(e, t, r) {
  const n = de.TryString(r);
  return de.IsOk(n) && u.IsEqual(t.const, n.value) ? n.value : r;
}
function V2(e, t, r) {
  return u.IsEqual(t.const, r)
    ? r
    : uv(t)
      ? Xoe(e, t, r)
      : cv(t)
        ? Zoe(e, t, r)
        : Kp(t)
          ? Qoe(e, t, r)
          : Gp(t)
            ? ese(e, t, r)
            : We();
}
function J2(e, t, r) {
  const n = de.TryNull(r);
  return de.IsOk(n) ? n.value : r;
}
function Y2(e, t, r) {
  const n = de.TryNumber(r);
  return de.IsOk(n) ? n.value : r;
}
b();
b();
function ug(e, t, r, n) {
  const o = u.Keys(n);
  for (const [s, i] of t) for (const a of o) s.test(a) || (n[a] = Qe(e, r, n[a]));
  return n;
}
b();
function Zm(e, t, r) {
  return ot(e) && u.IsUndefined(r[t]);
}
function tse(e, t, r) {
  const n = u.EntriesRegExp(t.properties),
    o = u.Keys(r);
  for (const [s, i] of n) for (const a of o) !s.test(a) || Zm(i, a, r) || (r[a] = Qe(e, i, r[a]));
  return u.HasPropertyKey(t, "additionalProperties") && u.IsObject(t.additionalProperties)
    ? ug(e, n, t.additionalProperties, r)
    : r;
}
function X2(e, t, r) {
  return u.IsObjectNotArray(r) ? tse(e, t, r) : r;
}
b();
function rse(e, t, r) {
  const n = u.EntriesRegExp(t.patternProperties),
    o = u.Keys(r);
  for (const [s, i] of n) for (const a of o) s.test(a) && (r[a] = Qe(e, i, r[a]));
  return u.HasPropertyKey(t, "additionalProperties") && u.IsObject(t.additionalProperties)
    ? ug(e, n, t.additionalProperties, r)
    : r;
}
function Z2(e, t, r) {
  return u.IsObjectNotArray(r) ? rse(e, t, r) : r;
}
b();
function Q2(e, t, r) {
  return u.HasPropertyKey(e, t.$ref) ? Qe(e, e[t.$ref], r) : r;
}
function eK(e, t, r) {
  const n = de.TryString(r);
  return de.IsOk(n) ? n.value : r;
}
function tK(e, t, r) {
  return Qe(e, Ct(t), r);
}
b();
function rK(e, t, r) {
  if (!u.IsArray(r)) return r;
  for (let n = 0; n < Math.min(t.items.length, r.length); n++) r[n] = Qe(e, t.items[n], r[n]);
  return r;
}
function nK(e, t, r) {
  const n = de.TryUndefined(r);
  return de.IsOk(n) ? n.value : r;
}
b();
function oK(e, t, r) {
  if (t.anyOf.some((i) => ve(e, i, r))) return r;
  const s = t.anyOf.map((i) => Qe(e, i, Ze(r))).find((i) => ve(e, t, i));
  return u.IsUndefined(s) ? r : s;
}
function sK(e, t, r) {
  const n = de.TryUndefined(r);
  return de.IsOk(n) ? void 0 : r;
}
function Qe(e, t, r) {
  return ie(t)
    ? U2(e, t, r)
    : Tr(t)
      ? K2(e, t, r)
      : Xt(t)
        ? G2(e, t, r)
        : _e(t)
          ? B2(e, t, r)
          : ut(t)
            ? z2(e, t, r)
            : It(t)
              ? H2(e, t, r)
              : U(t)
                ? W2(e, t, r)
                : re(t)
                  ? V2(e, t, r)
                  : Jn(t)
                    ? J2(e, t, r)
                    : De(t)
                      ? Y2(e, t, r)
                      : K(t)
                        ? X2(e, t, r)
                        : Te(t)
                          ? Z2(e, t, r)
                          : we(t)
                            ? Q2(e, t, r)
                            : ft(t)
                              ? eK(e, t, r)
                              : Pe(t)
                                ? tK(e, t, r)
                                : Z(t)
                                  ? rK(e, t, r)
                                  : En(t)
                                    ? nK(e, t, r)
                                    : C(t)
                                      ? oK(e, t, r)
                                      : _r(t)
                                        ? sK(e, t, r)
                                        : r;
}
function lo(...e) {
  const [t, r, n] = X.Match(e, { 3: (o, s, i) => [o, s, i], 2: (o, s) => [{}, o, s] });
  return Qe(t, r, n);
}
it();
b();
function iK(e, t, r) {
  if (!u.IsArray(r)) return r;
  for (let n = 0; n < r.length; n++) r[n] = bt(e, t.items, r[n]);
  return r;
}
function aK(e, t, r) {
  return bt({ ...e, ...t.$defs }, gt(t.$ref), r);
}
b();
function uK(e, t) {
  return u.IsUndefined(t) ? (u.IsFunction(e.default) ? e.default() : Ze(e.default)) : t;
}
function cK(e, t, r) {
  const n = Qr(e, t),
    o = Ct(n);
  return bt(e, o, r);
}
b();
function mK(e, t, r) {
  if (!u.IsObject(r)) return r;
  const n = u.Keys(t.properties);
  for (const o of n) {
    const s = bt(e, t.properties[o], r[o]);
    (u.IsUndefined(s) && (ot(t.properties[o]) || !u.HasPropertyKey(t.properties[o], "default"))) || (r[o] = s);
  }
  if (!rn(t) || u.IsBoolean(t.additionalProperties)) return r;
  for (const o of u.Keys(r)) n.includes(o) || (r[o] = bt(e, t.additionalProperties, r[o]));
  return r;
}
b();
function fK(e, t, r) {
  if (!u.IsObject(r)) return r;
  const [n, o] = [new RegExp(lt(t)), Ae(t)];
  for (const s of u.Keys(r)) n.test(s) && Lr(o) && (r[s] = bt(e, o, r[s]));
  if (!rn(t)) return r;
  for (const s of u.Keys(r)) n.test(s) || (r[s] = bt(e, t.additionalProperties, r[s]));
  return r;
}
b();
function pK(e, t, r) {
  return u.HasPropertyKey(e, t.$ref) ? bt(e, e[t.$ref], r) : r;
}
b();
function lK(e, t, r) {
  if (!u.IsArray(r)) return r;
  const [n, o] = [t.items, Math.max(t.items.length, r.length)];
  for (let s = 0; s < o; s++) s < n.length && (r[s] = bt(e, n[s], r[s]));
  return r;
}
function dK(e, t, r) {
  for (const n of t.anyOf) {
    const o = bt(e, n, Ze(r));
    if (ve(e, n, o)) return o;
  }
  return r;
}
function bt(e, t, r) {
  const n = Lr(t) ? uK(t, r) : r;
  return ie(t)
    ? iK(e, t, n)
    : _e(t)
      ? aK(e, t, n)
      : U(t)
        ? cK(e, t, n)
        : K(t)
          ? mK(e, t, n)
          : Te(t)
            ? fK(e, t, n)
            : we(t)
              ? pK(e, t, n)
              : Z(t)
                ? lK(e, t, n)
                : C(t)
                  ? dK(e, t, n)
                  : n;
}
function jo(...e) {
  const [t, r, n] = X.Match(e, { 3: (o, s, i) => [o, s, i], 2: (o, s) => [{}, o, s] });
  return bt(t, r, n);
}
it();
function ru(e) {
  return (...t) => {
    const [r, n, o] = X.Match(t, { 3: (s, i, a) => [s, i, a], 2: (s, i) => [{}, s, i] });
    return e.reduce((s, i) => i(r, n, s), o);
  };
}
b();
b();
function nse(e, t, r) {
  return t["~codec"].decode(r);
}
function ose(e, t, r) {
  return t["~codec"].encode(r);
}
function Le(e, t, r, n) {
  return Yt(r) ? (u.IsEqual(e, "Decode") ? nse(t, r, n) : ose(t, r, n)) : n;
}
function sse(e, t, r, n) {
  if (!u.IsArray(n)) return n;
  for (let o = 0; o < n.length; o++) n[o] = qe(e, t, r.items, n[o]);
  return Le(e, t, r, n);
}
function ise(e, t, r, n) {
  const o = Le(e, t, r, n);
  if (!u.IsArray(o)) return o;
  for (let s = 0; s < o.length; s++) o[s] = qe(e, t, r.items, o[s]);
  return o;
}
function hK(e, t, r, n) {
  return u.IsEqual(e, "Decode") ? sse(e, t, r, n) : ise(e, t, r, n);
}
function gK(e, t, r, n) {
  return ((n = qe(e, { ...t, ...r.$defs }, gt(r.$ref), n)), Le(e, t, r, n));
}
b();
function yK(e) {
  return e.reduce((t, r) => ({ ...t, ...r }), {});
}
function xK(e, t) {
  for (const r of t) if (!u.IsDeepEqual(e, r)) return r;
  return e;
}
function ase(e, t, r, n) {
  if (u.IsEqual(r.allOf.length, 0)) return Le(e, t, r, n);
  const o = r.allOf.map((a) => qe(e, t, a, nn(a, Ze(n)))),
    i = o.every((a) => u.IsObject(a)) ? yK(o) : xK(n, o);
  return Le(e, t, r, i);
}
function use(e, t, r, n) {
  if (u.IsEqual(r.allOf.length, 0)) return Le(e, t, r, n);
  const o = Le(e, t, r, n),
    s = r.allOf.map((a) => qe(e, t, a, nn(a, Ze(o))));
  return s.every((a) => u.IsObject(a)) ? yK(s) : xK(o, s);
}
function IK(e, t, r, n) {
  return u.IsEqual(e, "Decode") ? ase(e, t, r, n) : use(e, t, r, n);
}
b();
function cse(e, t, r, n) {
  if (!u.IsObjectNotArray(n)) return n;
  for (const o of u.Keys(r.properties))
    !u.HasPropertyKey(n, o) || Zm(r.properties[o], o, n) || (n[o] = qe(e, t, r.properties[o], n[o]));
  return Le(e, t, r, n);
}
function mse(e, t, r, n) {
  const o = Le(e, t, r, n);
  if (!u.IsObjectNotArray(o)) return o;
  for (const s of u.Keys(r.properties))
    !u.HasPropertyKey(o, s) || Zm(r.properties[s], s, o) || (o[s] = qe(e, t, r.properties[s], o[s]));
  return o;
}
function $K(e, t, r, n) {
  return u.IsEqual(e, "Decode") ? cse(e, t, r, n) : mse(e, t, r, n);
}
b();
function fse(e, t, r, n) {
  if (!u.IsObjectNotArray(n)) return n;
  const o = new RegExp(lt(r));
  for (const s of u.Keys(n)) o.test(s) && (n[s] = qe(e, t, Ae(r), n[s]));
  return Le(e, t, r, n);
}
function pse(e, t, r, n) {
  const o = Le(e, t, r, n);
  if (!u.IsObjectNotArray(o)) return o;
  const s = new RegExp(lt(r));
  for (const i of u.Keys(o)) s.test(i) && (o[i] = qe(e, t, Ae(r), o[i]));
  return o;
}
function bK(e, t, r, n) {
  return u.IsEqual(e, "Decode") ? fse(e, t, r, n) : pse(e, t, r, n);
}
b();
function EK(e, t, r, n) {
  return u.HasPropertyKey(t, r.$ref) ? qe(e, t, t[r.$ref], n) : n;
}
function wK(e, t, r, n) {
  return u.IsEqual(e, "Decode") ? Le(e, t, r, EK(e, t, r, n)) : EK(e, t, r, Le(e, t, r, n));
}
b();
function lse(e, t, r, n) {
  if (!u.IsArray(n)) return n;
  for (let o = 0; o < Math.min(r.items.length, n.length); o++) n[o] = qe(e, t, r.items[o], n[o]);
  return Le(e, t, r, n);
}
function dse(e, t, r, n) {
  const o = Le(e, t, r, n);
  if (!u.IsArray(o)) return n;
  for (let s = 0; s < Math.min(r.items.length, o.length); s++) o[s] = qe(e, t, r.items[s], o[s]);
  return o;
}
function SK(e, t, r, n) {
  return u.IsEqual(e, "Decode") ? lse(e, t, r, n) : dse(e, t, r, n);
}
b();
function hse(e, t, r, n) {
  for (const o of r.anyOf) {
    if (!ve(t, o, n)) continue;
    const s = qe(e, t, o, n);
    return Le(e, t, r, s);
  }
  return n;
}
function gse(e, t, r, n) {
  const o = Le(e, t, r, n);
  for (const s of r.anyOf) {
    const i = qe(e, t, s, Ze(o));
    if (ve(t, s, i)) return i;
  }
  return o;
}
function TK(e, t, r, n) {
  return u.IsEqual(e, "Decode") ? hse(e, t, r, n) : gse(e, t, r, n);
}
function qe(e, t, r, n) {
  return ie(r)
    ? hK(e, t, r, n)
    : _e(r)
      ? gK(e, t, r, n)
      : U(r)
        ? IK(e, t, r, n)
        : K(r)
          ? $K(e, t, r, n)
          : Te(r)
            ? bK(e, t, r, n)
            : we(r)
              ? wK(e, t, r, n)
              : Z(r)
                ? SK(e, t, r, n)
                : C(r)
                  ? TK(e, t, r, n)
                  : Le(e, t, r, n);
}
var Xb = class extends _s {
  constructor(t, r) {
    super("Decode", t, r);
  }
};
function yse(e, t, r) {
  if (!ve(e, t, r)) throw new Xb(r, po(e, t, r));
  return r;
}
function xse(e, t, r) {
  const n = Ge.Get().unionPrioritySort ? tu(t) : t;
  return qe("Decode", e, n, r);
}
var Ise = ru([
  (e, t, r) => Ze(r),
  (e, t, r) => jo(e, t, r),
  (e, t, r) => lo(e, t, r),
  (e, t, r) => nn(e, t, r),
  (e, t, r) => yse(e, t, r),
  (e, t, r) => xse(e, t, r),
]);
function Zb(...e) {
  const [t, r, n] = X.Match(e, { 3: (o, s, i) => [o, s, i], 2: (o, s) => [{}, o, s] });
  return Ise(t, r, n);
}
Vs();
var Qb = class extends _s {
  constructor(t, r) {
    super("Encode", t, r);
  }
};
function $se(e, t, r) {
  if (!ve(e, t, r)) throw new Qb(r, po(e, t, r));
  return r;
}
function bse(e, t, r) {
  const n = Ge.Get().unionPrioritySort ? tu(t) : t;
  return qe("Encode", e, n, r);
}
var Ese = ru([
  (e, t, r) => Ze(r),
  (e, t, r) => bse(e, t, r),
  (e, t, r) => jo(e, t, r),
  (e, t, r) => lo(e, t, r),
  (e, t, r) => nn(e, t, r),
  (e, t, r) => $se(e, t, r),
]);
function eE(...e) {
  const [t, r, n] = X.Match(e, { 3: (o, s, i) => [o, s, i], 2: (o, s) => [{}, o, s] });
  return Ese(t, r, n);
}
it();
b();
function wse(e, t) {
  return Yt(t) || vs(e, t.items);
}
function Sse(e, t) {
  return Yt(t) || kK({ ...e, ...t.$defs }, gt(t.$ref));
}
function Tse(e, t) {
  return Yt(t) || t.allOf.some((r) => vs(e, r));
}
function kse(e, t) {
  return Yt(t) || u.Keys(t.properties).some((r) => vs(e, t.properties[r]));
}
function _se(e, t) {
  return Yt(t) || vs(e, Ae(t));
}
function kK(e, t) {
  return tE.has(t.$ref) ? !1 : (tE.add(t.$ref), Yt(t) || (u.HasPropertyKey(e, t.$ref) && vs(e, e[t.$ref])));
}
function vse(e, t) {
  return Yt(t) || t.items.some((r) => vs(e, r));
}
function Pse(e, t) {
  return Yt(t) || t.anyOf.some((r) => vs(e, r));
}
function vs(e, t) {
  return ie(t)
    ? wse(e, t)
    : _e(t)
      ? Sse(e, t)
      : U(t)
        ? Tse(e, t)
        : K(t)
          ? kse(e, t)
          : Te(t)
            ? _se(e, t)
            : we(t)
              ? kK(e, t)
              : Z(t)
                ? vse(e, t)
                : C(t)
                  ? Pse(e, t)
                  : Yt(t);
}
var tE = new Set();
function rE(...e) {
  const [t, r] = X.Match(e, { 2: (n, o) => [n, o], 1: (n) => [{}, n] });
  return (tE.clear(), vs(t, r));
}
var on = class extends Error {
  constructor(t, r) {
    super(r), (this.type = t);
  }
};
it();
b();
function _K(e, t) {
  return u.IsFunction(t.default) ? t.default(t) : u.IsObject(t.default) ? Ze(t.default) : t.default;
}
function vK(e, t) {
  if (Es(t) && !Lr(t)) throw new on(t, "Arrays with uniqueItems constraints must specify a default annotation");
  const r = bs(t) ? t.minItems : 0;
  return Array.from({ length: r }, () => et(e, t.items));
}
function PK(e, t) {
  return Sn(t) ? BigInt(t.exclusiveMinimum) + BigInt(1) : Tn(t) ? BigInt(t.minimum) : BigInt(0);
}
function OK(e, t) {
  return !1;
}
function CK(e, t) {
  const r = et(e, t.instanceType);
  return class {
    constructor() {
      Object.assign(this, r);
    }
  };
}
function AK(e, t) {
  return et({ ...e, ...t.$defs }, gt(t.$ref));
}
function RK(e, t) {
  return et(e, Ct(t));
}
function MK(e, t) {
  const r = et(e, t.returnType);
  return () => r;
}
b();
function NK(e, t) {
  return Sn(t) && u.IsNumber(t.exclusiveMinimum) ? t.exclusiveMinimum + 1 : Tn(t) ? t.minimum : 0;
}
function FK(e, t) {
  const r = Qr(e, t),
    n = Ct(r);
  return et(e, n);
}
function LK(e, t) {
  return t.const;
}
function jK(e, t) {
  throw new on(t, "Cannot create TNever types");
}
function DK(e, t) {
  return null;
}
b();
function qK(e, t) {
  return Sn(t) && u.IsNumber(t.exclusiveMinimum) ? t.exclusiveMinimum + 1 : Tn(t) ? t.minimum : 0;
}
b();
function UK(e, t) {
  return (u.IsUndefined(t.required) ? [] : t.required).reduce((n, o) => ({ ...n, [o]: et(e, t.properties[o]) }), {});
}
function KK(e, t) {
  if (Ii(t) && !Lr(t)) throw new on(t, "Record with the minProperties constraint must have a default annotation");
  return {};
}
b();
function GK(e, t) {
  return u.HasPropertyKey(e, t.$ref)
    ? et(e, e[t.$ref])
    : (() => {
        throw new on(t, "Unable to deref Ref");
      })();
}
function BK(e, t) {
  if (($i(t) || yi(t)) && !Lr(t)) throw Error("Strings with format or pattern constraints must specify default");
  const n = xi(t) ? t.minLength : 0;
  return "".padEnd(n);
}
function zK(e, t) {
  return Symbol();
}
jd();
function HK(e, t) {
  const r = bc(t.pattern);
  if (ft(r)) throw new on(t, "Unable to create TemplateLiteral due to infinite type expansion");
  return et(e, r);
}
function WK(e, t) {
  return Array.from({ length: t.minItems }, (r, n) => et(e, t.items[n]));
}
b();
function VK(e, t) {
  if (u.IsEqual(t.anyOf.length, 0)) throw Error("Unable to create Union with no variants");
  return et(e, t.anyOf[0]);
}
function et(e, t) {
  return Lr(t)
    ? _K(e, t)
    : ie(t)
      ? vK(e, t)
      : Tr(t)
        ? PK(e, t)
        : Xt(t)
          ? OK(e, t)
          : rt(t)
            ? CK(e, t)
            : _e(t)
              ? AK(e, t)
              : ut(t)
                ? RK(e, t)
                : nt(t)
                  ? MK(e, t)
                  : It(t)
                    ? NK(e, t)
                    : U(t)
                      ? FK(e, t)
                      : re(t)
                        ? LK(e, t)
                        : Er(t)
                          ? jK(e, t)
                          : Jn(t)
                            ? DK(e, t)
                            : De(t)
                              ? qK(e, t)
                              : K(t)
                                ? UK(e, t)
                                : Te(t)
                                  ? KK(e, t)
                                  : we(t)
                                    ? GK(e, t)
                                    : ft(t)
                                      ? BK(e, t)
                                      : Yn(t)
                                        ? zK(e, t)
                                        : Pe(t)
                                          ? HK(e, t)
                                          : Z(t)
                                            ? WK(e, t)
                                            : En(t)
                                              ? void 0
                                              : C(t)
                                                ? VK(e, t)
                                                : _r(t)
                                                  ? void 0
                                                  : void 0;
}
function ho(...e) {
  const [t, r] = X.Match(e, { 2: (n, o) => [n, o], 1: (n) => [{}, n] });
  return et(t, r);
}
b();
mc();
Vs();
var Qm = class extends _s {
  constructor(t, r) {
    super("Parse", t, r);
  }
};
function Ose(e, t, r) {
  Jm();
  const n = po(e, t, r);
  if ((Ym(), !ve(e, t, r))) throw new Qm(r, n);
  return r;
}
var JK = ru([
  (e, t, r) => Ze(r),
  (e, t, r) => jo(e, t, r),
  (e, t, r) => lo(e, t, r),
  (e, t, r) => nn(e, t, r),
  (e, t, r) => Ose(e, t, r),
]);
b();
var Ase = q({ type: ee("insert"), path: Pt(), value: ct() }),
  Rse = Object({ type: ee("update"), path: Pt(), value: ct() }),
  Mse = q({ type: ee("delete"), path: Pt() }),
  jot = z([Ase, Rse, Mse]);
it();
b();
b();
b();
b();
b();
jd();
b();
xa();
b();
var ef = class {
  constructor(t, r) {
    (this.hasCodec = rE(t, r)), (this.buildResult = sg(t, r)), (this.evaluateResult = this.buildResult.Evaluate());
  }
  IsAccelerated() {
    return this.evaluateResult.IsAccelerated();
  }
  Context() {
    return this.buildResult.Context();
  }
  Type() {
    return this.buildResult.Schema();
  }
  Code() {
    return this.evaluateResult.Code();
  }
  Check(t) {
    return this.evaluateResult.Check(t);
  }
  Parse(t) {
    if (this.Check(t)) return t;
    if (Ge.Get().correctiveParse) return JK(this.Context(), this.Type(), t);
    Jm();
    const n = this.Errors(t);
    throw (Ym(), new Qm(t, n));
  }
  Errors(t) {
    return this.IsAccelerated() && this.Check(t) ? [] : po(this.Context(), this.Type(), t);
  }
  Clean(t) {
    return nn(this.Context(), this.Type(), t);
  }
  Convert(t) {
    return lo(this.Context(), this.Type(), t);
  }
  Create() {
    return ho(this.Context(), this.Type());
  }
  Default(t) {
    return jo(this.Context(), this.Type(), t);
  }
  Decode(t) {
    return this.hasCodec ? Zb(this.Context(), this.Type(), t) : this.Parse(t);
  }
  Encode(t) {
    return this.hasCodec ? eE(this.Context(), this.Type(), t) : this.Parse(t);
  }
};
function cg(...e) {
  const [t, r] = X.Match(e, { 2: (n, o) => [n, o], 1: (n) => [{}, n] });
  return new ef(t, r);
}
var ZK;
function Lse() {
  return ((ZK ??= cg(TD)), ZK);
}
var eG = new Map([["session", ob], ...sb.map((e) => [String(e.properties.type.const), e])]),
  jse = [...eG.keys()],
  QK = new Map();
function Dse(e, t) {
  let r = QK.get(e);
  return (r === void 0 && ((r = cg(t)), QK.set(e, r)), r);
}
function qse(e, t) {
  return `${e}/`.startsWith(t);
}
function tf(e) {
  if (Lse().Check(e)) return [];
  const r = typeof e == "object" && e !== null ? e.type : void 0,
    n = typeof r == "string" ? eG.get(r) : void 0;
  if (n === void 0)
    return [
      {
        path: "/type",
        message: `unknown line kind (${r === void 0 ? 'no "type"' : `"type" ${JSON.stringify(r)}`}); expected one of ${jse.join(", ")}`,
      },
    ];
  const o = [...Dse(r, n).Errors(e)];
  return Gse(Use(o).flatMap(Kse));
}
function Use(e) {
  const t = [];
  for (const o of e) {
    if (o.keyword !== "const" || !/\/(type|role)$/.test(o.instancePath)) continue;
    const s = o.schemaPath.lastIndexOf("/properties/");
    s > 0 && t.push(o.schemaPath.slice(0, s + 1));
  }
  if (t.length === 0) return e;
  const r = e.filter((o) => !t.some((s) => qse(o.schemaPath, s))),
    n = r.filter((o) => o.keyword !== "anyOf");
  return n.length > 0 ? n : r;
}
function Kse(e) {
  if (e.keyword === "required") {
    const t = e.params;
    return (t.requiredProperties ?? (t.missingProperty === void 0 ? [] : [t.missingProperty])).map((n) => ({
      path: `${e.instancePath}/${n}`,
      message: "is required",
    }));
  }
  return [{ path: e.instancePath, message: e.message ?? "is invalid" }];
}
function Gse(e) {
  const t = new Set();
  return e.filter((r) => {
    const n = `${r.path}\0${r.message}`;
    return t.has(n) ? !1 : (t.add(n), !0);
  });
}
var Bse = 10;
function tG(e, t, r = {}) {
  let n = [],
    o = e.lastIndexOf(Bse),
    i = Buffer.from(e.buffer, e.byteOffset, e.byteLength)
      .toString("utf8")
      .split(`
`),
    a = i.pop() ?? "",
    c = o + 1,
    m = !1,
    p = [];
  if (
    (i.forEach((A, v) => {
      if (A.trim() !== "")
        try {
          p.push({ value: JSON.parse(A), line: v + 1 });
        } catch (W) {
          n.push({
            severity: "warning",
            source: t,
            line: v + 1,
            message: `line is not valid JSON (${W.message}); it was skipped`,
            hint: "Entries that depend on it may be missing from the conversation.",
          });
        }
    }),
    a.trim() !== "")
  ) {
    const A = i.length + 1;
    try {
      p.push({ value: JSON.parse(a), line: A }), (c = e.byteLength), (m = !0);
    } catch {
      n.push({
        severity: "warning",
        source: t,
        line: A,
        message: "the last line is incomplete (the process ended while writing it); it was ignored",
        hint: "Everything before it was kept. The incomplete bytes are removed when the session is next written to.",
      });
    }
  }
  const l = p[0];
  if (l === void 0 || l.value?.type !== "session")
    return (
      n.push({
        severity: "error",
        source: t,
        line: l?.line ?? 1,
        message: "not a Keel session file: the first line is not a session header",
        hint: 'A session file starts with {"type":"session","version":\u2026,"id":\u2026,"timestamp":\u2026,"cwd":\u2026}.',
      }),
      { ok: !1, diagnostics: n }
    );
  const g = kD(
    p.map((A) => A.value),
    t,
    r.migrations,
    r.targetVersion,
  );
  if (!g.ok) return { ok: !1, diagnostics: [...n, g.diagnostic] };
  const y = g.fromVersion !== g.lines[0].version,
    x = (A) => p[A]?.line ?? A + 1,
    $ = tf(g.lines[0]);
  if ($.length > 0) {
    for (const A of $)
      n.push({ severity: "error", source: t, line: 1, path: A.path, message: `session header ${A.message}` });
    return { ok: !1, diagnostics: n };
  }
  const E = g.lines[0],
    S = [],
    k = new Set();
  for (let A = 1; A < g.lines.length; A++) {
    const v = g.lines[A],
      W = tf(v);
    if (
      (W.length === 0 &&
        v.type === "session" &&
        W.push({ path: "/type", message: "a second session header inside the file" }),
      W.length > 0)
    ) {
      for (const Rn of W)
        n.push({
          severity: "warning",
          source: t,
          line: x(A),
          path: Rn.path,
          message: `${Rn.message}; the entry was skipped`,
        });
      continue;
    }
    const Et = v;
    if (k.has(Et.id)) {
      n.push({
        severity: "warning",
        source: t,
        line: x(A),
        path: "/id",
        message: `duplicate entry id "${Et.id}"; the later entry was skipped`,
      });
      continue;
    }
    k.add(Et.id), S.push(Et);
  }
  const P = { header: E, entries: S, diagnostics: n, completeBytes: c, missingFinalNewline: m };
  return (y && (P.migratedFrom = g.fromVersion), { ok: !0, session: P });
}

import { randomUUID as rG } from "node:crypto";
import {
  writeSync as iE,
  closeSync as iG,
  readFileSync as Jse,
  openSync as sE,
  mkdirSync as Vse,
  copyFileSync as Wse,
  truncateSync as Xse,
  renameSync as Yse,
} from "node:fs";
import { join as Hse, join as Zse, basename as zse } from "node:path";

function nG(e) {
  return `--${e
    .replace(/^[/\\]+/, "")
    .replace(/[/\\]+$/, "")
    .replace(/[/\\:]/g, "-")}--`;
}
function rf(e, t) {
  return Hse(e, "sessions", nG(t));
}
function nE(e, t) {
  return `${e.toISOString().replace(/[:.]/g, "-")}_${t}.jsonl`;
}
function oE(e) {
  return /^[^_]+_(.+)\.jsonl$/.exec(zse(e))?.[1];
}
function oG() {
  return rG();
}
function sG(e) {
  for (;;) {
    const t = rG().slice(0, 8);
    if (!e.has(t)) return t;
  }
}
var qo = class e {
  header;
  path;
  entryList;
  byId = new Map();
  leaf;
  fd;
  pending;
  now;
  constructor(t, r, n, o, s) {
    (this.header = t), (this.path = r), (this.entryList = n);
    for (const i of n) this.byId.set(i.id, i);
    (this.leaf = n.at(-1)?.id ?? null), (this.pending = o), (this.now = s);
  }
  static create(t) {
    const r = t.now ?? (() => new Date()),
      n = r(),
      o = {
        type: "session",
        version: wh,
        id: t.id ?? oG(),
        timestamp: n.toISOString(),
        cwd: t.cwd,
        ...(t.parentSession === void 0 ? {} : { parentSession: t.parentSession }),
      };
    if (t.dir === void 0) return new e(o, void 0, [], {}, r);
    Vse(t.dir, { recursive: !0 });
    const s = Zse(t.dir, nE(n, o.id)),
      i = new e(o, s, [], {}, r);
    return ((i.fd = sE(s, "wx")), i.writeLine(o), i);
  }
  static open(t, r = {}) {
    let n;
    try {
      n = Jse(t);
    } catch (m) {
      const p = m.code === "ENOENT",
        l = {
          severity: "error",
          source: t,
          message: p ? "no such session file" : `cannot read the session file (${m.message})`,
        };
      return (p && (l.hint = "List the sessions of this folder with --resume."), { ok: !1, diagnostics: [l] });
    }
    const o = tG(n, t, r);
    if (!o.ok) return o;
    const { session: s } = o,
      i = {};
    s.migratedFrom !== void 0
      ? (i.rewrite = { fromVersion: s.migratedFrom })
      : s.completeBytes < n.byteLength
        ? (i.truncateTo = s.completeBytes)
        : s.missingFinalNewline && (i.newline = !0);
    const a = new e(s.header, t, s.entries, i, r.now ?? (() => new Date())),
      c = [...s.diagnostics];
    if (r.repairInterrupted !== !1) {
      const m = a.recordInterruptedToolCalls();
      m > 0 &&
        c.push({
          severity: "warning",
          source: t,
          message: `${m} tool call${m === 1 ? " was" : "s were"} still running when the session ended; ${m === 1 ? "it was" : "they were"} recorded as failed`,
          hint: "Check what those tools did before asking for them again.",
        });
    }
    return { ok: !0, session: a, diagnostics: c };
  }
  get id() {
    return this.header.id;
  }
  get entries() {
    return this.entryList;
  }
  get leafId() {
    return this.leaf;
  }
  getEntry(t) {
    return this.byId.get(t);
  }
  getBranch(t = this.leaf) {
    let r = [],
      n = new Set(),
      o = t;
    for (; o !== null && !n.has(o); ) {
      n.add(o);
      const s = this.byId.get(o);
      if (s === void 0) break;
      r.push(s), (o = s.parentId);
    }
    return r.reverse();
  }
  buildContext(t = this.leaf) {
    return Wj(this.getBranch(t));
  }
  get name() {
    for (let t = this.entryList.length - 1; t >= 0; t--) {
      const r = this.entryList[t];
      if (r.type === "session_info") return r.name;
    }
  }
  getLabel(t) {
    for (let r = this.entryList.length - 1; r >= 0; r--) {
      const n = this.entryList[r];
      if (n.type === "label" && n.targetId === t) return n.label;
    }
  }
  branch(t) {
    if (t !== null && !this.byId.has(t)) throw new Error(`No session entry has id "${t}".`);
    this.leaf = t;
  }
  append(t) {
    const r = { ...t, id: sG(this.byId), parentId: this.leaf, timestamp: this.now().toISOString() },
      n = tf(r);
    if (n.length > 0) {
      const o = n.map((s) => `${s.path || "/"} ${s.message}`).join("; ");
      throw new Error(`Refusing to write an invalid "${t.type}" session entry: ${o}.`);
    }
    return (this.commit(r), r);
  }
  appendMessage(t) {
    return this.append({ type: "message", message: t });
  }
  appendModelChange(t, r) {
    return this.append({ type: "model_change", provider: t, modelId: r });
  }
  appendActiveTools(t) {
    return this.append({ type: "active_tools_change", tools: [...t] });
  }
  appendCustom(t, r) {
    return this.append({ type: "custom", customType: t, ...(r === void 0 ? {} : { data: r }) });
  }
  appendSessionInfo(t) {
    return this.append({ type: "session_info", ...(t === void 0 ? {} : { name: t }) });
  }
  appendLabel(t, r) {
    return this.append({ type: "label", targetId: t, ...(r === void 0 ? {} : { label: r }) });
  }
  appendCopy(t) {
    if (this.byId.has(t.id)) throw new Error(`Session entry "${t.id}" is already in this session.`);
    this.commit(t);
  }
  close() {
    this.fd !== void 0 && (iG(this.fd), (this.fd = void 0));
  }
  commit(t) {
    this.writeLine(t), this.entryList.push(t), this.byId.set(t.id, t), (this.leaf = t.id);
  }
  writeLine(t) {
    if (this.path === void 0) return;
    let r = this.openForAppend(),
      n = Buffer.from(
        `${JSON.stringify(t)}
`,
        "utf8",
      ),
      o = 0;
    for (; o < n.byteLength; ) o += iE(r, n, o, n.byteLength - o);
  }
  openForAppend() {
    if (this.fd !== void 0) return this.fd;
    const t = this.path,
      { rewrite: r, truncateTo: n, newline: o } = this.pending;
    if (r !== void 0) {
      Wse(t, `${t}.v${r.fromVersion}.bak`);
      const s = `${t}.tmp-${process.pid}`,
        i = [this.header, ...this.entryList]
          .map(
            (c) => `${JSON.stringify(c)}
`,
          )
          .join(""),
        a = sE(s, "w");
      iE(a, i), iG(a), Yse(s, t);
    } else n !== void 0 && Xse(t, n);
    return (
      (this.fd = sE(t, "a")),
      o === !0 &&
        iE(
          this.fd,
          `
`,
        ),
      (this.pending = {}),
      this.fd
    );
  }
  recordInterruptedToolCalls() {
    const t = this.getBranch(),
      r = new Set();
    for (let n = t.length - 1; n >= 0; n--) {
      const o = t[n];
      if (o.type !== "message") continue;
      const s = o.message;
      if (s.role === "toolResult") {
        r.add(s.toolCallId);
        continue;
      }
      if (s.role === "user") return 0;
      let i = 0;
      for (const a of s.content)
        a.type !== "toolCall" ||
          r.has(a.id) ||
          (this.appendMessage({
            role: "toolResult",
            toolCallId: a.id,
            toolName: a.name,
            content: [{ type: "text", text: M$ }],
            details: { interrupted: !0 },
            isError: !0,
            timestamp: this.now().getTime(),
          }),
          i++);
      return i;
    }
    return 0;
  }
};

import { readFileSync as eie, existsSync as Qse, statSync as tie, readdirSync as uG } from "node:fs";
import { join as cG, resolve as nie, isAbsolute as rie } from "node:path";

var aG = 120;
function mg(e) {
  let t;
  try {
    t = uG(e).filter((n) => n.endsWith(".jsonl"));
  } catch {
    return [];
  }
  const r = [];
  for (const n of t) {
    const o = oie(cG(e, n));
    o !== void 0 && r.push(o);
  }
  return r.sort(
    (n, o) => o.modifiedAt.getTime() - n.modifiedAt.getTime() || (n.path < o.path ? 1 : n.path > o.path ? -1 : 0),
  );
}
function uE(e) {
  return mg(e)[0];
}
function oie(e) {
  let t, r;
  try {
    (t = eie(e, "utf8")), (r = tie(e).mtime);
  } catch {
    return;
  }
  const n = t.split(`
`),
    o = aE(n[0]);
  if (o?.type !== "session" || typeof o.id != "string") return;
  const s = {
    path: e,
    id: o.id,
    cwd: String(o.cwd),
    createdAt: new Date(o.timestamp),
    modifiedAt: r,
    entryCount: n.slice(1).filter((i) => i.trim() !== "").length,
  };
  for (let i = n.length - 1; i > 0; i--) {
    const a = n[i];
    if (!a.includes('"session_info"')) continue;
    const c = aE(a);
    if (c?.type === "session_info") {
      c.name !== void 0 && (s.name = c.name);
      break;
    }
  }
  for (let i = 1; i < n.length; i++) {
    const a = n[i];
    if (!a.includes('"role":"user"')) continue;
    const c = aE(a);
    if (c?.type === "message" && c.message.role === "user") {
      s.firstMessage = sie(c.message.content);
      break;
    }
  }
  return s;
}
function aE(e) {
  if (!(e === void 0 || e.trim() === ""))
    try {
      return JSON.parse(e);
    } catch {
      return;
    }
}
function sie(e) {
  const r = (typeof e == "string" ? e : e.map((n) => n.text ?? "").join(" ")).replace(/\s+/g, " ").trim();
  return r.length > aG ? `${r.slice(0, aG - 1)}\u2026` : r;
}
function fg(e, t) {
  const r = t.flag ?? "--session",
    n = e.trim();
  if (n === "")
    return { ok: !1, diagnostic: { severity: "error", source: r, message: "needs a session file path or id" } };
  const o = rie(n) ? n : nie(t.cwd, n);
  if ((n.includes("/") || n.includes("\\") || n.endsWith(".jsonl")) && Qse(o)) return { ok: !0, path: o };
  const s = [];
  for (const i of t.dirs) {
    let a = [];
    try {
      a = uG(i);
    } catch {
      continue;
    }
    for (const c of a) oE(c)?.startsWith(n) && s.push(cG(i, c));
    if (s.length > 0) break;
  }
  return s.length === 1
    ? { ok: !0, path: s[0] }
    : s.length === 0
      ? {
          ok: !1,
          diagnostic: {
            severity: "error",
            source: r,
            message: `no session file or session id matches "${n}"`,
            hint: "Pass a path to a .jsonl session file, or an id from --resume (a unique prefix is enough).",
          },
        }
      : {
          ok: !1,
          diagnostic: {
            severity: "error",
            source: r,
            message: `"${n}" matches ${s.length} sessions: ${s.map((i) => oE(i)).join(", ")}`,
            hint: "Give more characters of the id.",
          },
        };
}
function cE(e, t) {
  const r = qo.create({
    dir: t.dir,
    cwd: t.cwd,
    ...(e.path === void 0 ? {} : { parentSession: e.path }),
    ...(t.now === void 0 ? {} : { now: t.now }),
  });
  for (const n of e.getBranch(t.leafId === void 0 ? e.leafId : t.leafId)) r.appendCopy(n);
  return (r.recordInterruptedToolCalls(), r);
}
function mG() {
  return {
    defaultThinkingLevel: "medium",
    defaultTools: ["read", "bash", "edit", "write"],
    toolExecution: "parallel",
    steeringMode: "one-at-a-time",
    followUpMode: "one-at-a-time",
    retry: { enabled: !0, maxRetries: 3, baseDelayMs: 2e3, maxDelayMs: 6e4 },
    compaction: { enabled: !0, reserveTokens: 16384, keepRecentTokens: 2e4 },
    extensions: [],
    skills: [],
    prompts: [],
    defaultProjectTrust: "ask",
  };
}

import { relative as fie } from "node:path";

var pG = Oi(Bs(), 1);
Or();

import { realpath as aie, readFile as iie } from "node:fs/promises";
import { resolve as cie, dirname as uie } from "node:path";

var lG = I.Record(I.String({ minLength: 1 }), I.Boolean()),
  fG;
function mie() {
  return ((fG ??= new pG.Ajv({ allErrors: !0, strict: !0 }).compile(lG)), fG);
}
async function nf(e) {
  let t;
  try {
    t = await iie(e, "utf8");
  } catch (s) {
    if (s.code === "ENOENT") return { entries: {}, diagnostics: [], usable: !0 };
    const i = s instanceof Error ? s.message : String(s);
    return { entries: {}, diagnostics: [{ severity: "error", source: e, message: `cannot read: ${i}` }], usable: !1 };
  }
  const r = "Saved trust decisions were ignored; fix or delete the file.",
    n = xs(t);
  if (!n.ok)
    return {
      entries: {},
      usable: !1,
      diagnostics: [
        {
          severity: "error",
          source: e,
          line: n.line,
          column: n.column,
          message: `invalid JSON: ${n.message}`,
          hint: r,
        },
      ],
    };
  const o = mie();
  return o(n.value)
    ? { entries: n.value, diagnostics: [], usable: !0 }
    : {
        entries: {},
        usable: !1,
        diagnostics: (o.errors ?? []).map((s) => ({
          severity: "error",
          source: e,
          ...n.locate(s.instancePath),
          path: s.instancePath === "" ? "(root)" : s.instancePath,
          message:
            s.instancePath === "" ? "must be an object of folder paths to true or false" : (s.message ?? "is invalid"),
          hint: r,
        })),
      };
}
async function mE(e) {
  const t = cie(e);
  try {
    return await aie(t);
  } catch {
    return t;
  }
}
async function fE(e, t) {
  let r = await mE(t);
  for (;;) {
    const n = e[r];
    if (n !== void 0) return { path: r, trusted: n };
    const o = uie(r);
    if (o === r) return;
    r = o;
  }
}
async function dG(e, t, r) {
  const n = await nf(e);
  if (!n.usable) return { ok: !1, diagnostics: n.diagnostics };
  const o = await mE(t),
    s = { ...n.entries };
  r(s, o);
  const i = Object.fromEntries(Object.entries(s).sort(([a], [c]) => a.localeCompare(c)));
  return (
    await dh(
      e,
      `${JSON.stringify(i, null, 2)}
`,
    ),
    { ok: !0, path: o }
  );
}
function pE(e, t, r) {
  return dG(e, t, (n, o) => {
    n[o] = r;
  });
}
function lE(e, t) {
  return dG(e, t, (r, n) => {
    delete r[n];
  });
}
async function dE(e) {
  const t = await nf(e);
  return {
    entries: Object.entries(t.entries)
      .map(([n, o]) => ({ path: n, trusted: o }))
      .sort((n, o) => n.path.localeCompare(o.path)),
    diagnostics: t.diagnostics,
  };
}
async function hG(e) {
  const { project: t } = e;
  if (t === void 0) return { kind: "decided", trusted: !0, reason: "no-project-config" };
  if (e.override === "approve") return { kind: "decided", trusted: !0, reason: "approve-flag" };
  if (e.override === "no-approve") return { kind: "decided", trusted: !1, reason: "no-approve-flag" };
  const r = await fE(e.saved, e.cwd ?? t.root);
  if (r !== void 0) return { kind: "decided", trusted: r.trusted, reason: "saved", savedFor: r.path };
  switch (e.defaultProjectTrust) {
    case "always":
      return { kind: "decided", trusted: !0, reason: "default-always" };
    case "never":
      return { kind: "decided", trusted: !1, reason: "default-never" };
    case "ask":
      return e.interactive ? { kind: "ask" } : { kind: "decided", trusted: !1, reason: "default-ask-non-interactive" };
    default: {
      const n = e.defaultProjectTrust;
      throw new Error(`unknown defaultProjectTrust ${String(n)}`);
    }
  }
}
function gG(e, t) {
  if (e === void 0 || t.kind !== "decided" || t.trusted) return;
  const r = e.resources.map((o) => fie(e.root, o) || o).join(", "),
    n = pie(t.reason, t.savedFor);
  return {
    severity: t.reason === "no-approve-flag" ? "info" : "warning",
    source: e.paths.dir,
    message: `project config not loaded because ${n}; skipped: ${r}`,
    hint: `To load it, trust the project with \`keel trust ${e.root}\` (saved), or pass --approve (this run only).`,
  };
}
function pie(e, t) {
  switch (e) {
    case "no-approve-flag":
      return "--no-approve was given";
    case "saved":
      return `it is marked untrusted in trust.json${t ? ` (${t})` : ""}`;
    case "default-never":
      return 'defaultProjectTrust is "never"';
    case "default-ask-non-interactive":
      return "it is not trusted yet and this mode cannot ask";
    case "asked":
      return "you chose not to trust it";
    case "no-project-config":
    case "approve-flag":
    case "default-always":
      return "it is trusted";
    default:
      return String(e);
  }
}

import { stat as die, realpath as lie } from "node:fs/promises";
import { dirname as hie } from "node:path";

function gie(e) {
  return [e.settings, e.extensions, e.skills, e.prompts, e.systemPrompt, e.appendSystemPrompt];
}
async function yie(e) {
  try {
    return (await die(e), !0);
  } catch {
    return !1;
  }
}
async function yG(e) {
  try {
    return await lie(e);
  } catch {
    return e;
  }
}
async function xG(e, t) {
  let r = await yG(t),
    n = e;
  for (;;) {
    const o = U$(n);
    if ((await yG(o.dir)) !== r) {
      const i = [];
      for (const a of gie(o)) (await yie(a)) && i.push(a);
      if (i.length > 0) return { root: n, paths: o, resources: i };
    }
    const s = hie(n);
    if (s === n) return;
    n = s;
  }
}

import { homedir as Tie } from "node:os";
import { isAbsolute as _ie, dirname as kie, resolve as Pie, join as vie } from "node:path";

function pg(e) {
  const t = [];
  for (const r of e) {
    const n = r.trim();
    n !== "" &&
      (n.startsWith("+")
        ? t.push({ kind: "add", name: n.slice(1).trim() })
        : n.startsWith("-")
          ? t.push({ kind: "remove", name: n.slice(1).trim() })
          : t.push({ kind: "select", name: n }));
  }
  return t;
}
function hE(e) {
  return e
    .flatMap((t) => t.split(","))
    .map((t) => t.trim())
    .filter((t) => t !== "");
}
function nu(e) {
  return e.includes("*");
}
function gE(e, t) {
  const r = e
    .split("*")
    .map((n) => n.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${r}$`).test(t);
}
function of(e, t, r = []) {
  const n = pg(t),
    s = t.length === 0 || n.some((a) => a.kind === "select") ? [] : [...e],
    i = (a) => {
      s.includes(a) || s.push(a);
    };
  for (const a of n)
    switch (a.kind) {
      case "select":
        if (nu(a.name)) for (const c of r) gE(a.name, c) && i(c);
        else i(a.name);
        break;
      case "add":
        i(a.name);
        break;
      case "remove": {
        const c = s.indexOf(a.name);
        c >= 0 && s.splice(c, 1);
        break;
      }
      default: {
        const c = a;
        throw new Error(`unhandled tool list entry ${JSON.stringify(c)}`);
      }
    }
  return s;
}
Or();
var xie = I.Enum(["off", "minimal", "low", "medium", "high", "xhigh"], {
    description: "How much the model should reason.",
  }),
  IG = I.Enum(["all", "one-at-a-time"]),
  yE = (e) =>
    I.Array(I.String({ minLength: 1 }), {
      description: `${e} files or folders. Relative paths resolve from the folder holding this settings file's config (\`$KEEL_HOME\` or the project's \`.keel\`); \`~\` is the home folder.`,
    }),
  Iie = I.Object(
    {
      enabled: I.Optional(I.Boolean({ description: "Retry failed provider requests that may succeed later." })),
      maxRetries: I.Optional(I.Integer({ minimum: 0, description: "Retries after the first attempt." })),
      baseDelayMs: I.Optional(I.Integer({ minimum: 0, description: "First backoff delay, doubled each retry." })),
      maxDelayMs: I.Optional(I.Integer({ minimum: 0, description: "Longest wait between attempts." })),
    },
    { description: "Automatic retry of retryable provider errors." },
  ),
  $ie = I.Object(
    {
      enabled: I.Optional(I.Boolean({ description: "Summarize older turns when the context nears the window." })),
      reserveTokens: I.Optional(
        I.Integer({ minimum: 0, description: "Compact when fewer free context tokens than this remain." }),
      ),
      keepRecentTokens: I.Optional(
        I.Integer({ minimum: 0, description: "Recent tokens kept verbatim, not summarized." }),
      ),
    },
    { description: "Automatic compaction of long conversations." },
  ),
  lg = I.Object(
    {
      $schema: I.Optional(I.String({ description: "JSON Schema for editors." })),
      defaultProvider: I.Optional(
        I.String({ minLength: 1, description: "Provider used when --provider is not given." }),
      ),
      defaultModel: I.Optional(I.String({ minLength: 1, description: "Model id used when --model is not given." })),
      defaultThinkingLevel: I.Optional(xie),
      defaultTools: I.Optional(
        I.Array(I.String({ minLength: 1 }), {
          description:
            "Tools active at start. Plain names replace the inherited set; a list of only +name/-name entries changes it.",
        }),
      ),
      toolExecution: I.Optional(
        I.Enum(["parallel", "sequential"], { description: "How tool calls of one reply run." }),
      ),
      steeringMode: I.Optional(IG),
      followUpMode: I.Optional(IG),
      shellPath: I.Optional(I.String({ minLength: 1, description: "Shell the bash tool runs (`~` allowed)." })),
      shellCommandPrefix: I.Optional(I.String({ description: "Text run before every bash command." })),
      retry: I.Optional(Iie),
      compaction: I.Optional($ie),
      sessionDir: I.Optional(I.String({ minLength: 1, description: "Folder for session files." })),
      extensions: I.Optional(yE("Extension")),
      skills: I.Optional(yE("Skill")),
      prompts: I.Optional(yE("Prompt-template")),
      defaultProjectTrust: I.Optional(
        I.Enum(["ask", "always", "never"], {
          description: "Trust for projects with no saved decision. Honoured only in the user settings file.",
        }),
      ),
    },
    { additionalProperties: !0, description: "Keel coding-agent settings." },
  ),
  dg = ["extensions", "skills", "prompts"];
function $G(e) {
  return typeof e == "object" && e !== null && !Array.isArray(e);
}
function bG(e, t) {
  const r = { ...e };
  for (const [n, o] of Object.entries(t)) {
    if (o === void 0) continue;
    const s = r[n];
    r[n] = $G(s) && $G(o) ? bG(s, o) : structuredClone(o);
  }
  return r;
}
function EG(e, t) {
  const { defaultTools: r, extensions: n, skills: o, prompts: s, ...i } = t,
    a = bG(e, i);
  r !== void 0 && (a.defaultTools = of(e.defaultTools, r));
  const c = { extensions: n, skills: o, prompts: s };
  for (const m of dg) {
    const p = c[m];
    p !== void 0 && (a[m] = [...new Set([...e[m], ...p])]);
  }
  return a;
}

import { readFile as wie } from "node:fs/promises";

var SG = Oi(Bs(), 1);
var wG;
function bie() {
  return ((wG ??= new SG.Ajv({ allErrors: !0, strict: !0 }).compile(lg)), wG);
}
function TG(e) {
  const t = bie();
  return t(e) ? { ok: !0, settings: e } : { ok: !1, issues: Eie(t.errors ?? []) };
}
function Eie(e) {
  const t = [],
    r = new Set();
  for (const n of e) {
    let o = n.params,
      s = n.message ?? `fails the "${n.keyword}" check`;
    n.keyword === "enum" && Array.isArray(o.allowedValues)
      ? (s = `must be one of ${o.allowedValues.map((a) => JSON.stringify(a)).join(", ")}`)
      : n.keyword === "type" && n.instancePath === "" && (s = "must be a JSON object");
    const i = `${n.instancePath}\0${s}`;
    r.has(i) || (r.add(i), t.push({ path: n.instancePath, message: s }));
  }
  return t;
}
var xE = "This settings file was skipped (the other layers still apply); fix it and run again.";
async function hg(e) {
  let t;
  try {
    t = await wie(e, "utf8");
  } catch (r) {
    const n = r.code;
    if (n === "ENOENT" || n === "ENOTDIR") return { status: "missing", path: e };
    const o = r instanceof Error ? r.message : String(r);
    return {
      status: "invalid",
      path: e,
      diagnostics: [{ severity: "error", source: e, message: `cannot read the file: ${o}`, hint: xE }],
    };
  }
  return Sie(t, e);
}
function Sie(e, t) {
  const r = xs(e);
  if (!r.ok)
    return {
      status: "invalid",
      path: t,
      diagnostics: [
        {
          severity: "error",
          source: t,
          line: r.line,
          column: r.column,
          message: `invalid JSON: ${r.message}`,
          hint: xE,
        },
      ],
    };
  const n = TG(r.value);
  if (n.ok) {
    const o = kG(n.settings).map(({ key: s, near: i }) => ({
      severity: "warning",
      source: t,
      ...r.locate(s),
      path: s,
      message: "unknown key (kept, but Keel does not use it)",
      hint: `Did you mean "${i}"?`,
    }));
    return { status: "ok", path: t, settings: n.settings, warnings: o };
  }
  return {
    status: "invalid",
    path: t,
    diagnostics: n.issues
      .map((o) => ({
        severity: "error",
        source: t,
        ...r.locate(o.path),
        path: o.path === "" ? "(root)" : o.path,
        message: o.message,
        hint: xE,
      }))
      .sort((o, s) => (o.line ?? 0) - (s.line ?? 0) || (o.column ?? 0) - (s.column ?? 0)),
  };
}
function kG(e, t = lg, r = "") {
  const n = Object.keys(t.properties ?? {}),
    o = [];
  for (const [s, i] of Object.entries(e)) {
    const a = `${r}/${s.replaceAll("~", "~0").replaceAll("/", "~1")}`,
      c = t.properties?.[s];
    if (c === void 0) {
      const m = gi(s, n);
      m !== void 0 && o.push({ key: a, near: m });
    } else c.properties && typeof i == "object" && i !== null && !Array.isArray(i) && o.push(...kG(i, c, a));
  }
  return o;
}
async function vG(e) {
  const t = e.homeDir ?? Tie(),
    r = [],
    n = [],
    o = [
      ["user", e.userFile],
      ["project", e.projectFile],
    ];
  for (const [i, a] of o) {
    if (a === void 0) continue;
    const c = await hg(a);
    switch (c.status) {
      case "missing":
        break;
      case "invalid":
        r.push(...c.diagnostics);
        break;
      case "ok": {
        r.push(...c.warnings);
        const m = _G(c.settings, kie(a), t);
        i === "project" &&
          m.defaultProjectTrust !== void 0 &&
          (delete m.defaultProjectTrust,
          r.push({
            severity: "warning",
            source: a,
            path: "/defaultProjectTrust",
            message: "ignored in a project's settings: a project cannot trust itself",
            hint: "Set it in $KEEL_HOME/settings.json, or trust this project with `keel trust`.",
          })),
          n.push({ scope: i, source: a, settings: m });
        break;
      }
      default: {
        const m = c;
        throw new Error(`unhandled settings result ${JSON.stringify(m)}`);
      }
    }
  }
  if (e.cli !== void 0) {
    const i = e.cwd ?? process.cwd();
    n.push({ scope: "cli", source: "command line", settings: _G(e.cli, i, t) });
  }
  let s = mG();
  for (const i of n) s = EG(s, i.settings);
  return (
    s.sessionDir !== void 0 && (s.sessionDir = PG(s.sessionDir, e.cwd ?? process.cwd(), t)),
    { settings: s, layers: n, diagnostics: r }
  );
}
function _G(e, t, r) {
  const n = { ...e };
  for (const o of dg) {
    const s = e[o];
    s !== void 0 && (n[o] = s.map((i) => PG(i, t, r)));
  }
  return n;
}
function PG(e, t, r) {
  return e === "~" ? r : e.startsWith("~/") ? vie(r, e.slice(2)) : _ie(e) ? e : Pie(t, e);
}
async function sf(e) {
  let t = Oo(Po(e.env, e.cwd)),
    r = await hg(t.settings),
    n = r.status === "ok" ? (r.settings.defaultProjectTrust ?? "ask") : "ask",
    o = await xG(e.cwd, t.home),
    s = [],
    i = { kind: "decided", trusted: !0, reason: "no-project-config" };
  if (o !== void 0) {
    const m = await nf(t.trust);
    s.push(...m.diagnostics);
    const p = await hG({
      project: o,
      cwd: e.cwd,
      saved: m.entries,
      defaultProjectTrust: n,
      interactive: e.askTrust !== void 0,
      ...(e.trustOverride ? { override: e.trustOverride } : {}),
    });
    i = p.kind === "decided" ? p : { kind: "decided", trusted: e.askTrust ? await e.askTrust(o) : !1, reason: "asked" };
    const l = gG(o, i);
    l && s.push(l);
  }
  const a = o !== void 0 && i.trusted ? o.paths : void 0,
    c = await vG({
      userFile: t.settings,
      ...(a ? { projectFile: a.settings } : {}),
      ...(e.cli ? { cli: e.cli } : {}),
      cwd: e.cwd,
      homeDir: Ga(e.env),
    });
  return {
    ...c,
    diagnostics: [...c.diagnostics, ...s],
    home: t,
    project: o,
    trusted: i.trusted,
    trust: i,
    trustedProject: a,
  };
}
var Oie = ["id", "api", "provider"],
  OG =
    'Pass a Model from @keel/ai: requireModel("<provider>", "<id>") returns it or throws listing the known models (getModel() returns undefined for an unknown id, so `getModel(...)!` hides a typo).';
function IE(e) {
  if (e == null) return `is ${String(e)}`;
  if (typeof e == "string") return `is the string ${JSON.stringify(e)}, not a Model object`;
  if (typeof e != "object") return `is a ${typeof e}, not a Model object`;
  const t = e,
    r = Oie.filter((o) => typeof t[o] != "string" || t[o] === "");
  return r.length === 0
    ? void 0
    : `is not a Model: ${r.map((o) => `"${o}"`).join(", ")} ${r.length === 1 ? "is" : "are"} missing or not a string (got ${Cie(e)})`;
}
function CG(e, t) {
  const r = IE(e);
  if (r !== void 0) throw new TypeError(`${t} ${r}. ${OG}`);
}
function AG(e) {
  return `The model request could not be made: the model ${e}. ${OG}`;
}
function gg(e, t) {
  const r = typeof e == "object" && e !== null ? e : {},
    n = (o) => (typeof r[o] == "string" ? r[o] : "unknown");
  return gr({ id: n("id"), api: n("api"), provider: n("provider") }, t);
}
function Cie(e) {
  try {
    const t = JSON.stringify(e);
    return t.length > 80 ? `${t.slice(0, 77)}...` : t;
  } catch {
    return "an object that cannot be shown as JSON";
  }
}
function Cn(e, t, r, n) {
  const o = { failure: t, toolName: e.name, ...n };
  return { toolCall: e, result: { content: [{ type: "text", text: r }], details: o }, isError: !0 };
}
function af(e) {
  return {
    role: "toolResult",
    toolCallId: e.toolCall.id,
    toolName: e.toolCall.name,
    content: e.result.content,
    details: e.result.details,
    isError: e.isError,
    timestamp: Date.now(),
  };
}
function Ar(e) {
  return e instanceof Error ? e.message || e.name : String(e);
}
async function ou(e, t) {
  const r = performance.now();
  return (await e({ type: "tool_execution_start", toolCallId: t.id, toolName: t.name, args: t.arguments }), r);
}
function yg(e, t) {
  return (r) =>
    e({ type: "tool_execution_update", toolCallId: t.id, toolName: t.name, args: t.arguments, partialResult: r });
}
function _i(e, t, r) {
  const { toolCall: n } = t;
  return e({
    type: "tool_execution_end",
    toolCallId: n.id,
    toolName: n.name,
    args: n.arguments,
    result: t.result,
    isError: t.isError,
    durationMs: performance.now() - r,
  });
}
async function su(e, t) {
  const r = af(t);
  return (
    await e.emit({ type: "message_start", message: r }),
    e.append(r),
    await e.emit({ type: "message_end", message: r }),
    r
  );
}
async function $E(e, t, r) {
  const n = [];
  for (const o of e) {
    const s = await ou(r.emit, o),
      i = t(o);
    await _i(r.emit, i, s), n.push(await su(r, i));
  }
  return n;
}
function MG(e) {
  let t = 0;
  for (; t < e.length && RG(e[t]); ) t++;
  if (t === e.length) return e.slice();
  const r = e.slice(0, t);
  for (; t < e.length; t++) {
    const n = e[t];
    RG(n) && r.push(n);
  }
  return r;
}
function RG(e) {
  const t = e.role;
  return t === "user" || t === "assistant" || t === "toolResult";
}
async function FG(e, t, r, n, o) {
  const { context: s, model: i } = e,
    a = IE(i);
  if (a !== void 0) return NG(n, gg(i, AG(a)));
  let c, m;
  try {
    const g = t.transformContext ? await t.transformContext(s.messages, r) : s.messages,
      y = t.convertToLlm ? await t.convertToLlm(g) : MG(g),
      x = { systemPrompt: s.systemPrompt, messages: y };
    s.tools !== void 0 && (x.tools = s.tools);
    const $ = t.getApiKey ? await t.getApiKey(i.provider) : void 0;
    (c = await o(i, x, Aie(t.streamOptions, e, $, r))), (m = c[Symbol.asyncIterator]());
  } catch (g) {
    return NG(n, gr(i, `The model request could not be made: ${Ar(g)}`));
  }
  let p = !1,
    l;
  for (;;) {
    let g;
    try {
      g = await m.next();
    } catch (x) {
      l = gr(i, `The model stream failed: ${Ar(x)}`);
      break;
    }
    if (g.done === !0) break;
    const y = g.value;
    if (y.type === "done" || y.type === "error") {
      Rie(m);
      try {
        l = await c.result();
      } catch {
        l = y.type === "done" ? y.message : y.error;
      }
      break;
    }
    p || ((p = !0), await n({ type: "message_start", message: y.partial })),
      y.type !== "start" && (await n({ type: "message_update", message: y.partial, assistantMessageEvent: y }));
  }
  if (l === void 0)
    try {
      l = await c.result();
    } catch (g) {
      l = gr(i, `The model stream failed: ${Ar(g)}`);
    }
  return (p || (await n({ type: "message_start", message: l })), await n({ type: "message_end", message: l }), l);
}
function Aie(e, t, r, n) {
  const o = { ...e };
  return (
    r !== void 0 && (o.apiKey = r),
    t.thinkingLevel !== void 0 && (o.thinkingLevel = t.thinkingLevel),
    n !== void 0 && (o.signal = n),
    o
  );
}
async function NG(e, t) {
  return (await e({ type: "message_start", message: t }), await e({ type: "message_end", message: t }), t);
}
function Rie(e) {
  try {
    e.return?.()?.catch(() => {});
  } catch {}
}
function xg(e) {
  if (e.length === 0) return !1;
  for (const t of e) if (t.result.terminate !== !0) return !1;
  return !0;
}
function LG(e, t) {
  return `Tool call "${e.name}" was not executed: its arguments could not be parsed as a JSON object (${t}). Issue the call again with complete, valid JSON arguments.`;
}
function jG(e, t) {
  const r = t.length > 0 ? t.join(", ") : "(none)";
  return `Tool "${e}" is not available: it is not in the active tool set. Active tools: ${r}. If a tool called earlier in this same response makes "${e}" available, it is not available yet: retry the call on your next turn.`;
}
function DG(e) {
  return `${e}

Fix the arguments and call the tool again.`;
}
function qG(e, t) {
  return `Invalid arguments for tool "${e}": prepareArguments failed: ${t}`;
}
function UG(e) {
  return `Tool call "${e}" was blocked by a policy hook.`;
}
function iu(e) {
  return `Tool call "${e}" was aborted before it ran.`;
}
function Ig(e, t, r) {
  return `The ${e} hook failed for tool "${t}": ${r}`;
}
function KG(e) {
  return `Tool "${e}" returned an invalid result (expected an object with a "content" array).`;
}
function GG(e) {
  return `Tool call "${e}" was not executed: the response was cut off by the output-token limit (stopReason "length"), so its arguments may be incomplete. Re-issue the call with complete arguments.`;
}
function BG(e, t) {
  if (t.stopReason === "aborted")
    return `Tool call "${e}" was aborted: the response was aborted before it completed, so the call was not executed.`;
  const r = t.errorMessage ? ` (${t.errorMessage})` : "";
  return `Tool call "${e}" was not executed: the response ended with an error${r}. Re-issue the call if it is still needed.`;
}
async function au(e, t, r) {
  let { toolCall: n, tool: o, args: s } = e,
    i = !1,
    a,
    c =
      r === void 0
        ? void 0
        : (y) => {
            i || (a = (a ?? Promise.resolve()).then(() => r(y)));
          },
    m;
  try {
    const y = await o.execute(n.id, s, t.signal, c);
    m = Nie(y) ? { toolCall: n, result: Mie(y), isError: y.isError === !0 } : Cn(n, "execution_failed", KG(n.name));
  } catch (y) {
    m = Cn(n, "execution_failed", Ar(y));
  }
  if (((i = !0), a !== void 0 && (await a), t.afterToolCall === void 0)) return m;
  const { result: p, isError: l } = m,
    g = {
      toolCall: n,
      tool: o,
      args: s,
      assistantMessage: t.assistantMessage,
      context: t.context,
      result: p,
      isError: l,
    };
  t.parentToolCallId !== void 0 && (g.parentToolCallId = t.parentToolCallId);
  try {
    const y = await t.afterToolCall(g, t.signal);
    if (y === void 0) return m;
    const x = {
        content: y.content !== void 0 ? y.content : p.content,
        details: y.details !== void 0 ? y.details : p.details,
      },
      $ = y.terminate !== void 0 ? y.terminate : p.terminate;
    return (
      $ !== void 0 && (x.terminate = $), { toolCall: n, result: x, isError: y.isError !== void 0 ? y.isError : l }
    );
  } catch (y) {
    return Cn(n, "hook_failed", Ig("afterToolCall", n.name, Ar(y)));
  }
}
function Mie(e) {
  if (!("isError" in e)) return e;
  const { isError: t, ...r } = e;
  return r;
}
function Nie(e) {
  return typeof e == "object" && e !== null && Array.isArray(e.content);
}
function $g(e, t) {
  for (let r = 0; r < e.length; r++) {
    const n = e[r];
    if (n.name === t) return n;
  }
}
async function uu(e, t) {
  const r = e.name;
  if (t.signal?.aborted) return Uo(e, "aborted", iu(r));
  const n = t.getTools(),
    o = $g(n, r);
  if (o === void 0) {
    const c = n.map((m) => m.name);
    return Uo(e, "tool_not_available", jG(r, c), { activeTools: c });
  }
  if (e.argumentsError !== void 0) return Uo(e, "arguments_unparsed", LG(e, e.argumentsError));
  let s = e.arguments;
  if (o.prepareArguments !== void 0)
    try {
      s = o.prepareArguments(s);
    } catch (c) {
      return Uo(e, "invalid_arguments", qG(r, Ar(c)));
    }
  const i = lm(o, s);
  if (!i.ok) return Uo(e, "invalid_arguments", DG(i.message), { errors: i.errors });
  const a = i.value;
  if (t.beforeToolCall !== void 0) {
    const c = { toolCall: e, tool: o, args: a, assistantMessage: t.assistantMessage, context: t.context };
    t.parentToolCallId !== void 0 && (c.parentToolCallId = t.parentToolCallId);
    let m;
    try {
      m = await t.beforeToolCall(c, t.signal);
    } catch (p) {
      return Uo(e, "hook_failed", Ig("beforeToolCall", r, Ar(p)));
    }
    return m?.block === !0
      ? Uo(e, "blocked", m.reason ?? UG(r))
      : t.signal?.aborted
        ? Uo(e, "aborted", iu(r))
        : { ok: !0, toolCall: e, tool: o, args: c.args };
  }
  return t.signal?.aborted ? Uo(e, "aborted", iu(r)) : { ok: !0, toolCall: e, tool: o, args: a };
}
function Uo(e, t, r, n) {
  return { ok: !1, outcome: Cn(e, t, r, n) };
}
async function zG(e, t) {
  const { emit: r } = t,
    n = e.length,
    o = new Array(n),
    s = [];
  for (let a = 0; a < n; a++) {
    const c = e[a],
      m = await ou(r, c),
      p = await uu(c, t);
    p.ok ? s.push({ index: a, call: p, startedAt: m }) : ((o[a] = p.outcome), await _i(r, p.outcome, m));
  }
  if (s.length > 0) {
    const a = Fie(r);
    await Promise.all(
      s.map(async ({ index: c, call: m, startedAt: p }) => {
        const { toolCall: l } = m,
          g = t.signal?.aborted ? Cn(l, "aborted", iu(l.name)) : await au(m, t, yg(a, l));
        (o[c] = g), await _i(a, g, p);
      }),
    );
  }
  const i = new Array(n);
  for (let a = 0; a < n; a++) i[a] = await su(t, o[a]);
  return { results: i, terminate: xg(o) };
}
function Fie(e) {
  let t = Promise.resolve();
  return (r) => ((t = t.then(() => e(r))), t);
}
async function HG(e, t) {
  const { emit: r } = t,
    n = [],
    o = [];
  for (const s of e) {
    const i = await ou(r, s),
      a = await uu(s, t),
      c = a.ok ? await au(a, t, yg(r, s)) : a.outcome;
    await _i(r, c, i), n.push(await su(t, c)), o.push(c);
  }
  return { results: n, terminate: xg(o) };
}
function Lie(e, t, r) {
  if (t === "sequential") return "sequential";
  const n = r.getTools();
  for (const o of e) if ($g(n, o.name)?.executionMode === "sequential") return "sequential";
  return "parallel";
}
function WG(e, t, r) {
  return Lie(e, t, r) === "sequential" ? HG(e, r) : zG(e, r);
}
function uf(e, t) {
  if (e.length < 2) return;
  const r = new Map();
  for (let n = 0; n < e.length; n++) {
    const o = e[n].name,
      s = r.get(o);
    if (s !== void 0)
      throw new Error(
        `${t} has two tools named "${o}" (at positions ${s} and ${n}). Each tool of an active set needs its own name (a provider rejects a request that declares one twice): keep one of them, or rename one.`,
      );
    r.set(o, n);
  }
}
var jie = [];
async function VG(e, t, r, n, o, s, i) {
  const { getSteeringMessages: a, getFollowUpMessages: c, toolExecution: m, prepareNextTurn: p, getActiveTools: l } = n,
    g = { context: e, model: n.model, thinkingLevel: n.streamOptions?.thinkingLevel },
    y = (E) => {
      e.messages.push(E), r.push(E);
    },
    x = {
      getTools: l ?? (() => e.tools ?? jie),
      assistantMessage: void 0,
      context: e,
      beforeToolCall: n.beforeToolCall,
      afterToolCall: n.afterToolCall,
      signal: s,
      parentToolCallId: void 0,
      emit: o,
      append: y,
    };
  await o({ type: "agent_start" });
  let $ = t;
  for (;;) {
    await o({ type: "turn_start" });
    for (const v of $)
      await o({ type: "message_start", message: v }), y(v), await o({ type: "message_end", message: v });
    const E = await FG(g, n, s, o, i);
    y(E);
    const S = qie(E);
    if (((x.assistantMessage = E), E.stopReason === "error" || E.stopReason === "aborted")) {
      const v = S.length === 0 ? [] : await $E(S, (W) => Cn(W, "response_failed", BG(W.name, E)), x);
      await o({ type: "turn_end", message: E, toolResults: v }), await o({ type: "agent_end", messages: r });
      return;
    }
    let k = [],
      P = !1;
    if (S.length > 0)
      if (E.stopReason === "length") k = await $E(S, (v) => Cn(v, "truncated", GG(v.name)), x);
      else {
        const v = await WG(S, m, x);
        (k = v.results), (P = v.terminate);
      }
    await o({ type: "turn_end", message: E, toolResults: k });
    let A = "prepareNextTurn";
    try {
      if (p !== void 0) {
        const v = await p({ message: E, toolResults: k, context: e, newMessages: r, signal: s });
        v !== void 0 && Die(g, v);
      }
      if (s?.aborted) break;
      if (
        ((A = "getSteeringMessages"),
        ($ = a !== void 0 ? await a() : []),
        $.length > 0 ||
          (S.length > 0 && !P) ||
          ((A = "getFollowUpMessages"), ($ = c !== void 0 ? await c() : []), $.length > 0))
      )
        continue;
      break;
    } catch (v) {
      const W = gg(g.model, `The next turn could not be prepared: ${A} failed: ${Ar(v)}`);
      await Uie(W, o, y);
      break;
    }
  }
  await o({ type: "agent_end", messages: r });
}
function Die(e, t) {
  t.systemPrompt !== void 0 && (e.context.systemPrompt = t.systemPrompt),
    t.tools !== void 0 &&
      t.tools !== e.context.tools &&
      (uf(t.tools, "the tool set it returned"), (e.context.tools = t.tools)),
    t.messages !== void 0 && (e.context.messages = t.messages.slice()),
    t.model !== void 0 && (e.model = t.model),
    t.thinkingLevel !== void 0 && (e.thinkingLevel = t.thinkingLevel);
}
function qie(e) {
  const t = [];
  for (const r of e.content) r.type === "toolCall" && t.push(r);
  return t;
}
async function Uie(e, t, r) {
  await t({ type: "turn_start" }),
    await t({ type: "message_start", message: e }),
    r(e),
    await t({ type: "message_end", message: e }),
    await t({ type: "turn_end", message: e, toolResults: [] });
}
var Kie = [
  "apiKey",
  "headers",
  "thinkingLevel",
  "maxTokens",
  "temperature",
  "timeoutMs",
  "maxRetries",
  "maxRetryDelayMs",
  "sessionId",
  "onPayload",
];
function JG(e, t) {
  const r = Kie.filter((s) => s in e);
  if (r.length === 0) return;
  const n = r.map((s) => `"${s}"`).join(", "),
    o = r[0];
  throw new TypeError(
    `${t} has ${n} at its top level, where ${r.length === 1 ? "it is" : "they are"} ignored: provider request options go in streamOptions, e.g. { streamOptions: { ${o}: \u2026 } }.`,
  );
}
async function YG(e, t, r, n, o, s) {
  const i = [];
  return (await VG(Gie(t), e, i, r, n, o, s ?? fm), i);
}
function Gie(e) {
  const t = { systemPrompt: e.systemPrompt, messages: e.messages.slice() };
  return (e.tools !== void 0 && (t.tools = e.tools), t);
}
function XG(e) {
  const t = e.messages[e.messages.length - 1];
  if (t === void 0) throw new Error("Cannot continue: the transcript is empty. Start a run with agentLoop().");
  if (t.role === "assistant")
    throw new Error("Cannot continue from an assistant message: add a user message (agentLoop) or tool results first.");
}
var bg = class {
  systemPrompt;
  model;
  thinkingLevel;
  currentTools;
  currentMessages;
  streaming = !1;
  streamed;
  pending = new Set();
  error;
  replacedMessages = !1;
  constructor(t) {
    if (typeof t != "object" || t === null)
      throw new TypeError("Agent: options.initialState is missing. Pass new Agent({ initialState: { model } }).");
    CG(t.model, "Agent: initialState.model"),
      (this.model = t.model),
      (this.systemPrompt = t.systemPrompt ?? ""),
      (this.thinkingLevel = t.thinkingLevel ?? "off"),
      t.tools !== void 0 && uf(t.tools, "Agent: initialState.tools"),
      (this.currentTools = t.tools?.slice() ?? []),
      (this.currentMessages = t.messages?.slice() ?? []);
  }
  get tools() {
    return this.currentTools;
  }
  set tools(t) {
    uf(t, "agent.state.tools"), (this.currentTools = t.slice());
  }
  get messages() {
    return this.currentMessages;
  }
  set messages(t) {
    (this.currentMessages = t.slice()), this.streaming && (this.replacedMessages = !0);
  }
  get isStreaming() {
    return this.streaming;
  }
  get streamingMessage() {
    return this.streamed;
  }
  get pendingToolCalls() {
    return this.pending;
  }
  get errorMessage() {
    return this.error;
  }
  beginRun() {
    (this.streaming = !0), (this.error = void 0), (this.replacedMessages = !1);
  }
  endRun(t) {
    (this.streaming = !1),
      (this.streamed = void 0),
      this.pending.clear(),
      (this.replacedMessages = !1),
      t !== void 0 && (this.error = t);
  }
  reset() {
    (this.currentMessages = []), (this.error = void 0);
  }
  nextTurnState() {
    const t = {
      tools: this.currentTools,
      systemPrompt: this.systemPrompt,
      model: this.model,
      thinkingLevel: this.thinkingLevel,
    };
    return (this.replacedMessages && ((this.replacedMessages = !1), (t.messages = this.currentMessages)), t);
  }
  apply(t) {
    switch (t.type) {
      case "message_start":
        t.message.role === "assistant" && (this.streamed = t.message);
        return;
      case "message_update":
        this.streamed = t.message;
        return;
      case "message_end": {
        const { message: r } = t;
        r.role === "assistant" &&
          ((this.streamed = void 0),
          (r.stopReason === "error" || r.stopReason === "aborted") &&
            (this.error = r.errorMessage ?? `The response ended with stopReason "${r.stopReason}".`)),
          this.currentMessages.push(r);
        return;
      }
      case "tool_execution_start":
        this.pending.add(t.toolCallId);
        return;
      case "tool_execution_end":
        this.pending.delete(t.toolCallId);
        return;
      case "agent_start":
      case "turn_start":
      case "tool_execution_update":
      case "turn_end":
      case "agent_end":
        return;
      default:
        Bie(t);
    }
  }
};
function Bie(e) {
  throw new Error(`Unknown agent event: ${JSON.stringify(e)}`);
}
var cf = class {
  mode;
  items = [];
  constructor(t = "one-at-a-time") {
    this.mode = t;
  }
  get size() {
    return this.items.length;
  }
  snapshot() {
    return this.items.slice();
  }
  enqueue(t) {
    this.items.push(t);
  }
  drain() {
    if (this.items.length === 0) return [];
    if (this.mode === "all") {
      const t = this.items;
      return ((this.items = []), t);
    }
    return this.items.splice(0, 1);
  }
  clear() {
    this.items = [];
  }
};
async function ZG(e, t) {
  const { tools: r } = t,
    n = {
      getTools: () => r,
      assistantMessage: t.assistantMessage,
      context: t.context ?? { systemPrompt: "", messages: [], tools: r.slice() },
      beforeToolCall: t.beforeToolCall,
      afterToolCall: t.afterToolCall,
      signal: t.signal,
      parentToolCallId: t.parentToolCallId,
    },
    o = await uu(e, n);
  if (!o.ok) return af(o.outcome);
  const s = t.onUpdate,
    i = await au(o, n, s === void 0 ? void 0 : (a) => s(a));
  return af(i);
}
var mf = class {
  options;
  store;
  listeners = [];
  steering;
  followUps;
  controller;
  idle = Promise.resolve();
  constructor(t) {
    if (((this.options = t), typeof t != "object" || t === null))
      throw new TypeError("Agent: options are missing. Pass new Agent({ initialState: { model } }).");
    JG(t, "Agent: options"),
      (this.store = new bg(t.initialState)),
      (this.steering = new cf(t.steeringMode ?? "one-at-a-time")),
      (this.followUps = new cf(t.followUpMode ?? "one-at-a-time"));
  }
  get state() {
    return this.store;
  }
  subscribe(t) {
    return (
      (this.listeners = [...this.listeners, t]),
      () => {
        this.listeners = this.listeners.filter((r) => r !== t);
      }
    );
  }
  prompt(t, r) {
    if (typeof t == "string") return this.run([bE(t, r)]);
    const n = Array.isArray(t) ? t.slice() : [t];
    return n.length === 0 ? Promise.reject(new Error("prompt() needs at least one message.")) : this.run(n);
  }
  continue() {
    if (this.store.isStreaming) return this.run(void 0);
    const t = this.store.messages[this.store.messages.length - 1];
    if (t !== void 0 && t.role === "assistant") {
      const r = this.steering.size > 0 ? this.steering.drain() : this.followUps.drain();
      return r.length === 0
        ? Promise.reject(
            new Error("Cannot continue from an assistant message: prompt() a new message, or queue one first."),
          )
        : this.run(r);
    }
    return this.run(void 0);
  }
  steer(t) {
    this.steering.enqueue(typeof t == "string" ? bE(t) : t);
  }
  followUp(t) {
    this.followUps.enqueue(typeof t == "string" ? bE(t) : t);
  }
  get steeringMode() {
    return this.steering.mode;
  }
  set steeringMode(t) {
    this.steering.mode = t;
  }
  get followUpMode() {
    return this.followUps.mode;
  }
  set followUpMode(t) {
    this.followUps.mode = t;
  }
  get queuedSteeringMessages() {
    return this.steering.snapshot();
  }
  get queuedFollowUpMessages() {
    return this.followUps.snapshot();
  }
  hasQueuedMessages() {
    return this.steering.size > 0 || this.followUps.size > 0;
  }
  clearSteeringQueue() {
    this.steering.clear();
  }
  clearFollowUpQueue() {
    this.followUps.clear();
  }
  clearAllQueues() {
    this.steering.clear(), this.followUps.clear();
  }
  abort() {
    this.controller?.abort();
  }
  waitForIdle() {
    return this.idle;
  }
  reset() {
    if (this.store.isStreaming)
      throw new Error("Cannot reset while a run is active: call abort() and await waitForIdle() first.");
    this.store.reset(), this.clearAllQueues();
  }
  runToolCall(t, r) {
    const { beforeToolCall: n, afterToolCall: o } = this.options,
      s = r?.signal ?? this.controller?.signal;
    return ZG(t, {
      tools: this.store.tools,
      context: { systemPrompt: this.store.systemPrompt, messages: this.store.messages, tools: this.store.tools },
      ...(n ? { beforeToolCall: n } : {}),
      ...(o ? { afterToolCall: o } : {}),
      ...(s ? { signal: s } : {}),
      ...(r?.onUpdate ? { onUpdate: r.onUpdate } : {}),
      ...(r?.parentToolCallId ? { parentToolCallId: r.parentToolCallId } : {}),
    });
  }
  async run(t) {
    if (this.store.isStreaming)
      throw new Error(
        "The agent is already running. Use steer() or followUp() to queue a message, or await waitForIdle().",
      );
    const r = new AbortController(),
      { signal: n } = r;
    (this.controller = r), this.store.beginRun();
    let o;
    this.idle = new Promise((l) => {
      o = l;
    });
    let s = this.store,
      i = { systemPrompt: s.systemPrompt, messages: s.messages, tools: s.tools },
      a = this.loopConfig(),
      c = async (l) => {
        s.apply(l);
        for (const g of this.listeners) await g(l, n);
      },
      { streamFn: m } = this.options,
      p;
    try {
      t === void 0 && XG(i), await YG(t ?? [], i, a, c, n, m);
    } catch (l) {
      throw ((p = Ar(l)), l);
    } finally {
      s.endRun(p), (this.controller = void 0), o();
    }
  }
  loopConfig() {
    const { options: t, store: r } = this;
    return {
      model: r.model,
      streamOptions: { ...t.streamOptions, thinkingLevel: r.thinkingLevel },
      convertToLlm: t.convertToLlm,
      transformContext: t.transformContext,
      getApiKey: t.getApiKey,
      beforeToolCall: t.beforeToolCall,
      afterToolCall: t.afterToolCall,
      toolExecution: t.toolExecution,
      getSteeringMessages: () => this.steering.drain(),
      getFollowUpMessages: () => this.followUps.drain(),
      getActiveTools: () => r.tools,
      prepareNextTurn: () => r.nextTurnState(),
    };
  }
};
function bE(e, t) {
  return {
    role: "user",
    content: t !== void 0 && t.length > 0 ? [{ type: "text", text: e }, ...t] : e,
    timestamp: Date.now(),
  };
}

import { randomBytes as zie } from "node:crypto";
import {
  open as eB,
  lstat as Hie,
  readFile as Jie,
  stat as rB,
  realpath as tB,
  readdir as Vie,
  mkdir as Wie,
  unlink as Xie,
  rename as Yie,
} from "node:fs/promises";
import { join as eae, resolve as fae, dirname as Qie, basename as Zie } from "node:path";

function tae(e) {
  return e.isFile() ? "file" : e.isDirectory() ? "directory" : e.isSymbolicLink() ? "symlink" : "other";
}
function QG(e) {
  return { type: tae(e), size: e.size, mode: e.mode & 4095, mtimeMs: e.mtimeMs };
}
async function* rae(e, t) {
  const r = await eB(e, "r");
  try {
    let n = Math.max(1, t?.chunkSize ?? 65536),
      { size: o } = await r.stat(),
      s = t?.start ?? 0;
    for (;;) {
      const i = o > 0 ? Math.min(n, o - s) : n;
      if (i <= 0) return;
      const a = Buffer.allocUnsafe(i),
        { bytesRead: c } = await r.read(a, 0, i, s);
      if (c === 0) return;
      (s += c), yield a.subarray(0, c);
    }
  } finally {
    await r.close();
  }
}
async function nae(e) {
  try {
    return await tB(e);
  } catch {
    return e;
  }
}
async function oae(e, t, r) {
  let n = await nae(e),
    o;
  try {
    const a = await rB(n);
    if (a.isDirectory()) {
      const c = new Error(`EISDIR: illegal operation on a directory, open '${n}'`);
      throw ((c.code = "EISDIR"), c);
    }
    o = a.mode & 4095;
  } catch (a) {
    if (a.code !== "ENOENT") throw a;
  }
  const s = eae(Qie(n), `.${Zie(n)}.${zie(6).toString("hex")}.tmp`),
    i = await eB(s, "wx", o ?? r?.mode ?? 438);
  try {
    try {
      await i.writeFile(t), o !== void 0 && (await i.chmod(o)), await i.datasync();
    } finally {
      await i.close();
    }
    await Yie(s, n);
  } catch (a) {
    throw (await Xie(s).catch(() => {}), a);
  }
}
function sae() {
  return {
    stat: async (e) => QG(await rB(e)),
    lstat: async (e) => QG(await Hie(e)),
    realpath: (e) => tB(e),
    readFile: async (e) => Jie(e),
    readChunks: rae,
    writeFile: oae,
    mkdir: async (e) => {
      await Wie(e, { recursive: !0 });
    },
    readdir: async (e) =>
      (await Vie(e, { withFileTypes: !0 })).map((r) => ({
        name: r.name,
        type: r.isFile() ? "file" : r.isDirectory() ? "directory" : r.isSymbolicLink() ? "symlink" : "other",
      })),
  };
}
var sn = sae();

import { homedir as iae } from "node:os";
import { basename as aae, sep as EE, relative as nB, resolve as Ps, dirname as uae, isAbsolute as wE } from "node:path";

function cu(e) {
  if (typeof e == "object" && e !== null && "code" in e) {
    const t = e.code;
    return typeof t == "string" ? t : void 0;
  }
}
function cae(e, t, r = iae()) {
  let n = t.trim();
  return (
    n.startsWith("@") && n.length > 1 && (n = n.slice(1)),
    n === "~" ? (n = r) : (n.startsWith("~/") || n.startsWith("~\\")) && (n = Ps(r, n.slice(2))),
    wE(n) ? Ps(n) : Ps(e, n)
  );
}
async function Eg(e, t) {
  let r = [],
    n = Ps(e);
  for (;;)
    try {
      const o = await t.realpath(n);
      return r.length === 0 ? o : Ps(o, ...r.reverse());
    } catch (o) {
      const s = cu(o),
        i = uae(n);
      if ((s !== "ENOENT" && s !== "ENOTDIR") || i === n) return Ps(e);
      r.push(aae(n)), (n = i);
    }
}
function mae(e, t) {
  const r = nB(e, t);
  return r === "" || (!r.startsWith(`..${EE}`) && r !== ".." && !wE(r));
}
async function an(e, t, r, n = {}, o = []) {
  if (t.trim() === "")
    throw new Error("The path is empty. Give a file or folder path, relative to the working directory or absolute.");
  const s = cae(e, t, n.homeDir),
    i = n.allowedRoots;
  if (i === void 0) return s;
  const a = await Eg(s, r);
  for (const c of [...i, ...o]) {
    const m = await Eg(Ps(e, c), r);
    if (mae(m, a)) return s;
  }
  throw new Error(
    `Path "${t}" resolves to ${a}, which is outside the allowed workspace (${i.map((c) => Ps(e, c)).join(", ")}). Use a path inside the workspace.`,
  );
}
function mu(e, t) {
  const r = nB(e, t);
  return r === "" ? "." : r.startsWith("..") || wE(r) ? t.split(EE).join("/") : r.split(EE).join("/");
}
var wg = new Map(),
  oB = Promise.resolve();
async function Sg(e, t, r = {}) {
  const n = oB.then(() => Eg(fae(e), r.fs ?? sn));
  oB = n.catch(() => {});
  let o = await n,
    s = wg.get(o) ?? Promise.resolve(),
    i = () => {},
    a = new Promise((c) => {
      i = c;
    });
  wg.set(o, a);
  try {
    return (await s, await t());
  } finally {
    i(), wg.get(o) === a && wg.delete(o);
  }
}

import { spawn as pae } from "node:child_process";
import { accessSync as $ae, constants as bae, readFileSync as dae, statSync as Eae, readdirSync as lae } from "node:fs";
import { isAbsolute as Sae, join as Tae, delimiter as wae } from "node:path";

var TE = process.platform === "win32",
  iB = process.platform === "linux",
  kE = 1e3;
function aB(e) {
  try {
    const t = dae(`/proc/${e}/stat`, "utf8"),
      r = t.slice(t.lastIndexOf(")") + 2).split(" ");
    return { state: r[0] ?? "", pgrp: Number(r[2]) };
  } catch {
    return;
  }
}
function uB(e) {
  try {
    return (process.kill(e, 0), !0);
  } catch (t) {
    return t.code === "EPERM";
  }
}
function _E(e) {
  if (!uB(e)) return !1;
  if (!iB) return !0;
  const t = aB(e);
  return t !== void 0 && t.state !== "Z" && t.state !== "X";
}
function ff(e) {
  if (TE) return _E(e);
  if (!uB(-e)) return !1;
  if (!iB) return !0;
  for (const t of lae("/proc")) {
    if (t.charCodeAt(0) < 48 || t.charCodeAt(0) > 57) continue;
    const r = aB(t);
    if (r && r.pgrp === e && r.state !== "Z" && r.state !== "X") return !0;
  }
  return !1;
}
function SE(e, t) {
  try {
    process.kill(-e, t);
  } catch {}
}
var hae = (e) => new Promise((t) => setTimeout(t, e));
async function sB(e, t) {
  const r = Date.now() + t;
  for (;;) {
    if (!ff(e)) return !0;
    if (Date.now() >= r) return !1;
    await hae(20);
  }
}
async function Tg(e, t = {}) {
  if (TE) {
    await new Promise((r) => {
      const n = pae("taskkill", ["/pid", String(e), "/T", "/F"], { stdio: "ignore", windowsHide: !0 });
      n.on("error", () => r()), n.on("exit", () => r());
    });
    return;
  }
  SE(e, "SIGTERM"), !(await sB(e, t.graceMs ?? kE)) && (SE(e, "SIGKILL"), await sB(e, 2e3));
}
function cB(e) {
  if (TE) {
    try {
      process.kill(e, "SIGKILL");
    } catch {}
    return;
  }
  SE(e, "SIGKILL");
}
var pf = new Set(),
  mB = !1;
function gae() {
  mB ||
    ((mB = !0),
    process.once("exit", () => {
      for (const e of pf) e.killAllSync();
    }));
}
var fu = class {
    groups = new Map();
    track(t, r, n) {
      this.prune();
      const o = () => {
        this.kill(t);
      };
      r?.addEventListener("abort", o, { once: !0 }),
        this.groups.set(t, {
          release: () => {
            r?.removeEventListener("abort", o), n?.();
          },
        }),
        pf.add(this),
        gae(),
        r?.aborted && o();
    }
    list() {
      return (this.prune(), [...this.groups.keys()]);
    }
    async kill(t) {
      const r = this.groups.get(t);
      r && (this.groups.delete(t), await Tg(t), r.release(), this.groups.size === 0 && pf.delete(this));
    }
    async killAll() {
      await Promise.all([...this.groups.keys()].map((t) => this.kill(t)));
    }
    killAllSync() {
      for (const [t, r] of this.groups) cB(t), r.release();
      this.groups.clear(), pf.delete(this);
    }
    prune() {
      for (const [t, r] of this.groups) ff(t) || (this.groups.delete(t), r.release());
      this.groups.size === 0 && pf.delete(this);
    }
  },
  vE = new fu();

import { spawn as yae } from "node:child_process";

var fB = process.platform === "win32",
  xae = 1e3;
function Iae(e, t) {
  return new Promise((r) => {
    let n = e.filter((m) => !m.readableEnded && !m.destroyed).length;
    if (n === 0) return r();
    let o,
      s = () => {
        clearTimeout(o), clearTimeout(c);
        for (const m of e) m.off("data", i), m.off("close", a);
        r();
      },
      i = () => {
        clearTimeout(o), (o = setTimeout(s, t));
      },
      a = () => {
        (n -= 1), n <= 0 && s();
      },
      c = setTimeout(s, xae);
    for (const m of e) m.readableEnded || m.destroyed || (m.on("data", i), m.once("close", a));
    i();
  });
}
function pB(e, t) {
  const { signal: r } = e;
  return r?.aborted
    ? Promise.resolve({ exitCode: null, signal: null, timedOut: !1, aborted: !0 })
    : new Promise((n, o) => {
        let s = yae(e.file, e.args, {
            cwd: e.cwd,
            env: { ...process.env, ...e.env },
            detached: !fB,
            stdio: ["ignore", "pipe", "pipe"],
            windowsHide: !0,
          }),
          i = [s.stdout, s.stderr],
          a = !0,
          c,
          m;
        s.stdout.on("data", (x) => {
          a && e.onData(x, "stdout");
        }),
          s.stderr.on("data", (x) => {
            a && e.onData(x, "stderr");
          });
        const p = (x) => {
            c || s.pid === void 0 || ((c = x), (m = Tg(s.pid, { graceMs: t.killGraceMs ?? kE })));
          },
          l = () => p("abort");
        r?.addEventListener("abort", l, { once: !0 });
        const g = e.timeoutMs !== void 0 && e.timeoutMs > 0 ? setTimeout(() => p("timeout"), e.timeoutMs) : void 0,
          y = () => {
            clearTimeout(g), r?.removeEventListener("abort", l);
          };
        s.once("error", (x) => {
          s.pid === void 0 && (y(), o(x));
        }),
          s.once("exit", (x, $) => {
            y(),
              (async () => {
                await Iae(i, t.drainIdleMs ?? 100), (a = !1), m && (await m);
                let E = s.pid,
                  S;
                if (!c && !fB && E !== void 0 && ff(E)) {
                  S = E;
                  for (const k of i) k.resume(), k.unref?.();
                  t.registry.track(E, r, () => {
                    for (const k of i) k.destroy();
                  });
                } else for (const k of i) k.destroy();
                n({
                  exitCode: x,
                  signal: $,
                  timedOut: c === "timeout",
                  aborted: c === "abort",
                  ...(S !== void 0 ? { backgroundGroup: S } : {}),
                });
              })();
          });
      });
}
function lB(e) {
  try {
    return Eae(e).isFile() ? (process.platform !== "win32" && $ae(e, bae.X_OK), !0) : !1;
  } catch {
    return !1;
  }
}
function kg(e, t = process.env.PATH ?? "") {
  if (Sae(e)) return lB(e) ? e : void 0;
  const r = process.platform === "win32" ? ["", ...(process.env.PATHEXT ?? ".EXE;.CMD;.BAT").split(";")] : [""];
  for (const n of t.split(wae))
    if (n)
      for (const o of r) {
        const s = Tae(n, e + o);
        if (lB(s)) return s;
      }
}
function lf(e = {}) {
  const t = e.processes ?? vE;
  return {
    run: (r) => pB(r, { registry: t, ...(e.killGraceMs !== void 0 ? { killGraceMs: e.killGraceMs } : {}) }),
    findExecutable: async (r) => kg(r),
  };
}
var dB = lf();

import { randomBytes as kae } from "node:crypto";
import { readdirSync as _ae, rmSync as $B, mkdirSync as hB, statSync as vae } from "node:fs";
import { tmpdir as Pae } from "node:os";
import { join as bB, resolve as gB, dirname as Oae } from "node:path";

var Cae = "keel-spill-",
  Aae = 1440 * 60 * 1e3,
  PE = new Set(),
  yB = new Set(),
  xB = !1;
function Rae() {
  xB || ((xB = !0), process.once("exit", () => df.disposeAll()));
}
function Mae(e) {
  const t = /^keel-spill-(\d+)-[0-9a-f]+$/.exec(e);
  return t ? Number(t[1]) : void 0;
}
function Nae(e, t = Date.now()) {
  let r;
  try {
    r = _ae(e);
  } catch {
    return;
  }
  for (const n of r) {
    const o = Mae(n);
    if (o === void 0 || o === process.pid || _E(o)) continue;
    const s = bB(e, n);
    try {
      const i = vae(s);
      i.isDirectory() && t - i.mtimeMs > Aae && $B(s, { recursive: !0, force: !0 });
    } catch {}
  }
}
var df = class e {
    path;
    managed;
    created = !1;
    constructor(t = {}) {
      if (t.dir !== void 0) {
        (this.path = gB(t.dir)), (this.managed = !1);
        return;
      }
      const r = gB(t.parent ?? Pae());
      (this.path = bB(r, `${Cae}${process.pid}-${kae(6).toString("hex")}`)), (this.managed = !0);
    }
    static at(t) {
      return new e({ dir: t });
    }
    ensure() {
      if (this.created) return this.path;
      if (this.managed) {
        const t = Oae(this.path);
        yB.has(t) || (yB.add(t), Nae(t)), hB(this.path, { recursive: !0, mode: 448 }), PE.add(this), Rae();
      } else hB(this.path, { recursive: !0 });
      return ((this.created = !0), this.path);
    }
    static disposeAll() {
      for (const t of [...PE]) t.dispose();
    }
    dispose() {
      this.managed && (PE.delete(this), (this.created = !1), $B(this.path, { recursive: !0, force: !0 }));
    }
  },
  IB;
function Fae() {
  return ((IB ??= new df()), IB);
}
function un(e) {
  return e.spill ? e.spill : e.spillDir ? df.at(e.spillDir) : Fae();
}
Or();
function Os(e) {
  const { content: t, ...r } = e;
  return r;
}
function Lae(e) {
  if (e === "") return [];
  const t = e.split(`
`);
  return (t.length > 1 && t[t.length - 1] === "" && t.pop(), t);
}
function OE(e) {
  return Buffer.byteLength(e, "utf8");
}
function CE(e, t, r) {
  const n = Buffer.from(e, "utf8");
  if (n.length <= t) return e;
  if (r === "head") {
    let s = Math.max(0, t);
    for (; s > 0 && s < n.length && ((n[s] ?? 0) & 192) === 128; ) s--;
    return n.subarray(0, s).toString("utf8");
  }
  let o = n.length - Math.max(0, t);
  for (; o < n.length && ((n[o] ?? 0) & 192) === 128; ) o++;
  return n.subarray(o).toString("utf8");
}
function EB(e, t) {
  return {
    text: e,
    lines: Lae(e),
    totalBytes: OE(e),
    maxLines: Math.max(0, t?.maxLines ?? 2e3),
    maxBytes: Math.max(0, t?.maxBytes ?? 51200),
  };
}
function wB(e) {
  return {
    content: e.text,
    truncated: !1,
    truncatedBy: null,
    totalLines: e.lines.length,
    totalBytes: e.totalBytes,
    outputLines: e.lines.length,
    outputBytes: e.totalBytes,
    firstLineExceedsLimit: !1,
    lastLinePartial: !1,
    maxLines: e.maxLines,
    maxBytes: e.maxBytes,
  };
}
function SB(e, t) {
  let r = [],
    n = 0,
    o = "lines";
  for (const s of t === "head" ? e.lines : [...e.lines].reverse()) {
    if (r.length >= e.maxLines) break;
    const i = OE(s) + (r.length > 0 ? 1 : 0);
    if (n + i > e.maxBytes) {
      o = "bytes";
      break;
    }
    r.push(s), (n += i);
  }
  return (t === "tail" && r.reverse(), { lines: r, bytes: n, truncatedBy: o });
}
function TB(e, t, r) {
  return {
    content: t.lines.join(`
`),
    truncated: !0,
    truncatedBy: t.truncatedBy,
    totalLines: e.lines.length,
    totalBytes: e.totalBytes,
    outputLines: t.lines.length,
    outputBytes: t.bytes,
    ...r,
    maxLines: e.maxLines,
    maxBytes: e.maxBytes,
  };
}
function _g(e, t) {
  const r = EB(e, t);
  if (r.lines.length <= r.maxLines && r.totalBytes <= r.maxBytes) return wB(r);
  const n = SB(r, "head"),
    o = n.lines.length === 0 && n.truncatedBy === "bytes";
  return TB(r, n, { firstLineExceedsLimit: o, lastLinePartial: !1 });
}
function kB(e, t) {
  const r = EB(e, t);
  if (r.lines.length <= r.maxLines && r.totalBytes <= r.maxBytes) return wB(r);
  const n = SB(r, "tail"),
    o = n.lines.length === 0 && n.truncatedBy === "bytes";
  if (o) {
    const s = CE(r.lines[r.lines.length - 1] ?? "", r.maxBytes, "tail");
    n.lines.push(s), (n.bytes = OE(s));
  }
  return TB(r, n, { firstLineExceedsLimit: !1, lastLinePartial: o });
}
function tt(e) {
  return e < 1024
    ? `${e} B`
    : e < 1024 * 1024
      ? `${(e / 1024).toFixed(1)} KB`
      : e < 1024 * 1024 * 1024
        ? `${(e / (1024 * 1024)).toFixed(1)} MB`
        : `${(e / (1024 * 1024 * 1024)).toFixed(1)} GB`;
}
function nr(e) {
  const t = e.execute.bind(e);
  return {
    ...e,
    execute(r, n, o, s) {
      let i = n;
      if (e.prepareArguments !== void 0)
        try {
          i = e.prepareArguments(i);
        } catch (c) {
          const m = c instanceof Error ? c.message : String(c);
          return Promise.reject(new Error(`Invalid arguments for tool "${e.name}": prepareArguments failed: ${m}`));
        }
      const a = lm(e, i);
      return a.ok
        ? t(r, a.value, o, s)
        : Promise.reject(
            new Error(`${a.message}

Fix the arguments and call the tool again.`),
          );
    },
  };
}

import { randomBytes as jae } from "node:crypto";
import { rmSync as Bae, closeSync as Dae, writeSync as Kae, openSync as qae, writeFileSync as Uae } from "node:fs";
import { join as Gae } from "node:path";

function AE(e) {
  let t = 0;
  for (let r = 0; r < e.length; r++) e[r] === 10 && t++;
  return t;
}
var vg = class {
  capacity;
  chunks = [];
  stored = 0;
  newlines = 0;
  lastByte = -1;
  totalBytes = 0;
  constructor(t) {
    this.capacity = t;
  }
  append(t) {
    if (t.length === 0) return;
    (this.totalBytes += t.length), (this.newlines += AE(t)), (this.lastByte = t[t.length - 1] ?? -1);
    const r = t.length > this.capacity ? t.subarray(t.length - this.capacity) : t;
    for (this.chunks.push(Uint8Array.prototype.slice.call(r)), this.stored += r.length; this.stored > this.capacity; ) {
      const n = this.chunks[0];
      if (!n) break;
      const o = this.stored - this.capacity;
      n.length <= o
        ? (this.chunks.shift(), (this.stored -= n.length))
        : ((this.chunks[0] = n.subarray(o)), (this.stored -= o));
    }
  }
  get totalLines() {
    return this.totalBytes === 0 ? 0 : this.newlines + (this.lastByte === 10 ? 0 : 1);
  }
  get dropped() {
    return this.totalBytes > this.stored;
  }
  text() {
    let t = Buffer.concat(this.chunks);
    if (this.dropped) {
      const r = t.indexOf(10);
      if (r !== -1 && r < t.length - 1) t = t.subarray(r + 1);
      else {
        let n = 0;
        for (; n < t.length && ((t[n] ?? 0) & 192) === 128; ) n++;
        t = t.subarray(n);
      }
    }
    return t.toString("utf8");
  }
};
function _B(e, t) {
  let r = 0;
  for (; r < t.length; ) r += Kae(e, t, r, t.length - r);
}
function vB(e) {
  const t = `${Date.now().toString(36)}-${jae(4).toString("hex")}`;
  return Gae(e.folder.ensure(), `keel-${e.prefix}-${t}.log`);
}
function PB(e, t) {
  const r = vB(t);
  return (Uae(r, e, { mode: 384 }), r);
}
var Pg = class {
  location;
  pending = [];
  bytes = 0;
  newlines = 0;
  endsWithNewline = !1;
  fd;
  maxLines;
  maxBytes;
  path;
  constructor(t, r = {}) {
    (this.location = t), (this.maxLines = r.maxLines ?? 2e3), (this.maxBytes = r.maxBytes ?? 51200);
  }
  write(t) {
    if (t.length === 0) return;
    if (this.fd !== void 0) {
      _B(this.fd, t);
      return;
    }
    this.pending.push(Uint8Array.prototype.slice.call(t)),
      (this.bytes += t.length),
      (this.newlines += AE(t)),
      (this.endsWithNewline = t[t.length - 1] === 10);
    const r = this.newlines + (this.endsWithNewline ? 0 : 1);
    (this.bytes > this.maxBytes || r > this.maxLines) && this.open();
  }
  persist() {
    return (this.fd === void 0 && this.open(), this.path);
  }
  close() {
    return (this.fd !== void 0 && (Dae(this.fd), (this.fd = void 0)), (this.pending = []), this.path);
  }
  open() {
    (this.path = vB(this.location)), (this.fd = qae(this.path, "w", 384));
    for (const t of this.pending) _B(this.fd, t);
    this.pending = [];
  }
};
function pu(e) {
  return `${e} second${e === 1 ? "" : "s"}`;
}
function OB(e, t, r) {
  if (r !== void 0 && (typeof r != "number" || !Number.isFinite(r) || r <= 0))
    throw new Error(
      `Invalid ${e} option ${t}: ${String(r)}. Give a positive number of seconds, or leave it out for no limit.`,
    );
}
function Og(e, t) {
  OB(e, "defaultTimeoutSeconds", t.defaultTimeoutSeconds), OB(e, "maxTimeoutSeconds", t.maxTimeoutSeconds);
  const { defaultTimeoutSeconds: r, maxTimeoutSeconds: n } = t;
  if (r !== void 0 && n !== void 0 && r > n)
    throw new Error(
      `Invalid ${e} options: defaultTimeoutSeconds (${r}) is above maxTimeoutSeconds (${n}). Lower the default or raise the maximum.`,
    );
}
function CB(e, t) {
  const r = t.maxTimeoutSeconds,
    n = e ?? t.defaultTimeoutSeconds ?? r;
  return n === void 0 || r === void 0 || n <= r
    ? { seconds: n }
    : {
        seconds: r,
        cappedNote: `[The requested timeout of ${pu(n)} is above the maximum of ${pu(r)}; the command ran with ${pu(r)}.]`,
      };
}
function lu(e) {
  const t = [];
  return (
    e.defaultTimeoutSeconds !== void 0 && t.push(`Without \`timeout\`, a command gets ${pu(e.defaultTimeoutSeconds)}.`),
    e.maxTimeoutSeconds !== void 0 && t.push(`The longest timeout allowed is ${pu(e.maxTimeoutSeconds)}.`),
    t.join(" ")
  );
}
function AB(e, t) {
  const r = e === void 0 ? "" : ` after ${pu(e)}`,
    o =
      e !== void 0 && e === t.maxTimeoutSeconds
        ? "That is the maximum timeout: run it in the background with its output redirected to a log file, or split it into shorter steps."
        : "Run it with a larger timeout, or in the background.";
  return `Command timed out${r}; its process tree was killed. ${o}`;
}
function RB(e, t, r) {
  const n = kB(e.text(), { maxLines: t, maxBytes: r });
  return e.dropped
    ? { ...n, truncated: !0, truncatedBy: n.truncatedBy ?? "bytes", totalLines: e.totalLines, totalBytes: e.totalBytes }
    : n.truncated
      ? { ...n, totalBytes: e.totalBytes }
      : n;
}
function zae(e, t) {
  if (!e.truncated) return "";
  const r = t ? ` Full output: ${t}` : "";
  return e.lastLinePartial
    ? `

[Showing the last ${tt(e.outputBytes)} of line ${e.totalLines} (${tt(e.totalBytes)} of output in total).${r}]`
    : `

[Showing lines ${e.totalLines - e.outputLines + 1}-${e.totalLines} of ${e.totalLines} (${tt(e.outputBytes)} of ${tt(e.totalBytes)}; cut by the ${e.truncatedBy === "lines" ? `${e.maxLines}-line` : `${tt(e.maxBytes)}`} limit).${r}]`;
}
function Hae(e, t) {
  return e.code === "ENOENT"
    ? new Error(
        `Could not start ${t.invocation.file} in ${t.cwd}: the shell or the working directory does not exist. Check that the working directory exists and the shell is installed.`,
      )
    : new Error(`Could not start ${t.invocation.file}: ${e.message}`);
}
function Wae(e) {
  return e.aborted ? "aborted" : e.timedOut ? "timeout" : e.exitCode === null ? "signal" : "exited";
}
function Vae(e, t, r, n) {
  switch (e) {
    case "aborted":
      return "Command aborted; its process tree was killed.";
    case "timeout":
      return AB(r, n);
    case "signal":
      return `Command was killed by ${t.signal ?? "a signal"}.`;
    case "exited":
      return t.exitCode === 0 ? void 0 : `Command exited with code ${t.exitCode}.`;
  }
}
async function Cg(e, t, r) {
  let n = r.maxLines ?? 2e3,
    o = r.maxBytes ?? 51200,
    s = CB(t.timeoutSeconds, r),
    i = new vg(o + 4096),
    a = new Pg({ folder: un(r), prefix: t.label }, { maxLines: n, maxBytes: o }),
    c = Date.now(),
    m = r.updateIntervalMs ?? 250,
    p = s.seconds !== void 0 ? { timeoutSeconds: s.seconds } : {},
    l,
    g = () => {
      l = void 0;
      const v = RB(i, n, o);
      t.onUpdate?.({
        content: [{ type: "text", text: v.content }],
        details: {
          command: t.command,
          status: "running",
          exitCode: null,
          ...p,
          durationMs: Date.now() - c,
          truncation: Os(v),
        },
      });
    },
    y;
  try {
    y = await e.run({
      file: t.invocation.file,
      args: t.invocation.args,
      cwd: t.cwd,
      ...(r.env ? { env: r.env } : {}),
      ...(t.signal ? { signal: t.signal } : {}),
      ...(s.seconds !== void 0 ? { timeoutMs: s.seconds * 1e3 } : {}),
      onData: (v) => {
        i.append(v), a.write(v), t.onUpdate && l === void 0 && (l = setTimeout(g, m));
      },
    });
  } catch (v) {
    throw (a.close(), Hae(v, t));
  } finally {
    clearTimeout(l);
  }
  const x = RB(i, n, o),
    $ = x.truncated ? a.persist() : void 0;
  a.close(), a.path && !$ && Bae(a.path, { force: !0 });
  const E = x.content.endsWith(`
`)
      ? x.content.slice(0, -1)
      : x.content,
    S = Wae(y),
    k = Vae(S, y, s.seconds, r),
    P = [
      ...(s.cappedNote ? [s.cappedNote] : []),
      ...(y.backgroundGroup !== void 0
        ? [
            `[Background processes are still running (process group ${y.backgroundGroup}). They are stopped when the run is aborted or the session ends.]`,
          ]
        : []),
      ...(k ? [k] : []),
    ];
  return {
    content: [
      {
        type: "text",
        text: [(E === "" ? "(no output)" : E) + zae(x, $), ...P].join(`

`),
      },
    ],
    details: {
      command: t.command,
      status: S,
      exitCode: y.exitCode,
      ...(y.signal ? { signal: y.signal } : {}),
      ...p,
      durationMs: Date.now() - c,
      ...(x.truncated ? { truncation: Os(x) } : {}),
      ...($ ? { fullOutputPath: $ } : {}),
      ...(y.backgroundGroup !== void 0 ? { backgroundGroup: y.backgroundGroup } : {}),
    },
    ...(k ? { isError: !0 } : {}),
  };
}
var MB = I.Object({
  command: I.String({ description: "Bash command to run in the working directory." }),
  timeout: I.Optional(
    I.Number({
      description: "Timeout in seconds; the whole process tree is killed when it elapses.",
      exclusiveMinimum: 0,
    }),
  ),
});
async function Jae(e, t) {
  if (t) return t;
  const r = (await e.findExecutable("bash")) ?? (await e.findExecutable("sh"));
  if (!r) throw new Error("No shell found: neither bash nor sh is on PATH. Install bash, or set the shellPath option.");
  return r;
}
function Yae(e, t, r) {
  return {
    file: e,
    args: [
      "-c",
      r
        ? `${r}
${t}`
        : t,
    ],
  };
}
function RE(e, t = {}) {
  Og("bash", t);
  let r = t.exec ?? lf(t.processes ? { processes: t.processes } : {}),
    n;
  return nr({
    name: "bash",
    label: "Bash",
    description: [
      `Run a bash command in ${e} and return its combined stdout and stderr.`,
      `Output longer than ${t.maxLines ?? 2e3} lines or ${tt(t.maxBytes ?? 51200)} keeps only its end (errors and summaries are there); the full output is saved to a file whose path is given.`,
      "A non-zero exit code is reported as an error with the output.",
      "Use `timeout` (seconds) for commands that may hang. Start long-running servers in the background (`cmd > log 2>&1 &`); the call returns as soon as the command itself exits.",
      ...(lu(t) ? [lu(t)] : []),
      "Do not use bash to read, write or edit files when the read, write and edit tools can do it.",
    ].join(" "),
    promptSnippet: "bash: run shell commands (tests, builds, git, searches); returns the output tail",
    promptGuidelines: [
      "Prefer the read, edit and write tools over cat, sed and echo redirections for files.",
      "Give commands that may run long a timeout, and run servers in the background with output redirected to a log file.",
      "Commands do not read stdin; pass non-interactive flags (e.g. --yes).",
    ],
    parameters: MB,
    async execute(o, s, i, a) {
      n ??= Jae(r, t.shellPath);
      const c = await n.catch((m) => {
        throw ((n = void 0), m);
      });
      return Cg(
        r,
        {
          command: s.command,
          invocation: Yae(c, s.command, t.commandPrefix),
          cwd: e,
          ...(s.timeout !== void 0 ? { timeoutSeconds: s.timeout } : {}),
          signal: i,
          onUpdate: a,
          label: "bash",
        },
        t,
      );
    },
  });
}
Or();
var vi = class {
    text;
    starts = [0];
    constructor(t) {
      this.text = t;
      for (
        let r = t.indexOf(`
`);
        r !== -1;
        r = t.indexOf(
          `
`,
          r + 1,
        )
      )
        this.starts.push(r + 1);
    }
    get lineCount() {
      return (this.starts[this.starts.length - 1] ?? 0) === this.text.length && this.starts.length > 1
        ? this.starts.length - 1
        : this.starts.length;
    }
    lineOf(t) {
      let r = 0,
        n = this.starts.length - 1;
      for (; r < n; ) {
        const o = (r + n + 1) >> 1;
        (this.starts[o] ?? 0) <= t ? (r = o) : (n = o - 1);
      }
      return r + 1;
    }
    startOf(t) {
      return this.starts[t - 1] ?? this.text.length;
    }
    line(t) {
      const r = this.startOf(t),
        n = this.starts[t],
        o = this.text.slice(r, n === void 0 ? this.text.length : n - 1);
      return o.endsWith("\r") ? o.slice(0, -1) : o;
    }
  },
  jB =
    /([^\S\n]+)(?=\n|$)|[\u2018\u2019\u201A\u201B\u2032]|[\u201C\u201D\u201E\u201F\u2033]|[\u2010-\u2015\u2212]|[\u00A0\u2000-\u200A\u202F\u205F\u3000]/g;
function DB(e) {
  const t = e.charCodeAt(0);
  return t === 8216 || t === 8217 || t === 8218 || t === 8219 || t === 8242
    ? "'"
    : t >= 8220 && t <= 8243 && t !== 8242
      ? '"'
      : (t >= 8208 && t <= 8213) || t === 8722
        ? "-"
        : " ";
}
function ME(e) {
  return e.replace(jB, (t, r) => (r ? "" : DB(t)));
}
var NE = class {
  text;
  at = [];
  shift = [];
  constructor(t) {
    let r = 0;
    this.text = t.replace(jB, (n, o, s) =>
      o ? ((r += n.length), this.at.push(s + n.length - r), this.shift.push(r), "") : DB(n),
    );
  }
  toOriginal(t) {
    let r = 0,
      n = this.at.length - 1,
      o = 0;
    for (; r <= n; ) {
      const s = (r + n) >> 1;
      (this.at[s] ?? 0) <= t ? ((o = this.shift[s] ?? 0), (r = s + 1)) : (n = s - 1);
    }
    return t + o;
  }
};
function NB(e, t) {
  const r = [];
  for (let n = e.indexOf(t); n !== -1; n = e.indexOf(t, n + 1)) r.push(n);
  return r;
}
function FB(e) {
  const t = new Set(),
    r = e.trim().slice(0, 200);
  for (let n = 0; n < r.length - 1; n++) t.add(r.slice(n, n + 2));
  return t;
}
function Xae(e, t) {
  if (e.size === 0 || t.size === 0) return 0;
  let r = 0;
  for (const n of e) t.has(n) && r++;
  return (2 * r) / (e.size + t.size);
}
function Zae(e, t) {
  const r = ME(t)
    .split(`
`)
    .filter((p) => p.trim() !== "")
    .slice(0, 3)
    .map(FB);
  if (r.length === 0) return;
  let n = e.lineCount,
    o = new Map(),
    s = (p) => {
      let l = o.get(p);
      return (l || ((l = FB(ME(e.line(p)))), o.set(p, l)), l);
    },
    i = { line: 0, score: 0 };
  for (let p = 1; p <= n; p++) {
    let l = 0;
    for (let g = 0; g < r.length && p + g <= n; g++) l += Xae(r[g], s(p + g));
    (l /= r.length), l > i.score && (i = { line: p, score: l }), p > r.length && o.delete(p - r.length);
  }
  if (i.score < 0.3) return;
  const a = Math.min(
      Math.max(
        t.split(`
`).length,
        1,
      ),
      8,
    ),
    c = Math.min(n, i.line + a - 1),
    m = [];
  for (let p = i.line; p <= c; p++) m.push(`${String(p).padStart(6)}| ${e.line(p)}`);
  return `The closest text is at line${c > i.line ? `s ${i.line}-${c}` : ` ${i.line}`}:
${m.join(`
`)}`;
}
function LB(e) {
  const t = e.slice(0, 10).join(", ");
  return e.length > 10 ? `${t}, \u2026` : t;
}
function qB(e, t, r = new vi(e)) {
  let n,
    o = (a) => (t.length > 1 ? `Edit ${a + 1} of ${t.length}` : "Edit"),
    i = [
      ...t.map((a, c) => {
        if (a.oldText === "")
          throw new Error(
            `${o(c)}: oldText is empty. Give the exact text to replace (use write to create or overwrite a whole file).`,
          );
        if (a.oldText === a.newText)
          throw new Error(
            `${o(c)}: oldText and newText are identical, so it makes no change. Give the text as it should become.`,
          );
        const m = NB(e, a.oldText);
        if (m.length === 1) {
          const y = m[0];
          return { index: c, start: y, end: y + a.oldText.length, newText: a.newText, fuzzy: !1 };
        }
        if (m.length > 1)
          throw new Error(
            `${o(c)}: oldText was found ${m.length} times (at lines ${LB(m.map((y) => r.lineOf(y)))}). It must match exactly one place: include more surrounding lines to make it unique.`,
          );
        n ??= new NE(e);
        const p = ME(a.oldText),
          l = p.trim() === "" ? [] : NB(n.text, p);
        if (l.length === 1) {
          const y = l[0],
            x = n.toOriginal(y),
            $ = n.toOriginal(y + p.length - 1) + 1;
          return { index: c, start: x, end: $, newText: a.newText, fuzzy: !0 };
        }
        if (l.length > 1) {
          const y = l.map((x) => r.lineOf(n.toOriginal(x)));
          throw new Error(
            `${o(c)}: oldText was found ${l.length} times once whitespace and quotes are normalized (at lines ${LB(y)}). Include more surrounding lines to make it unique.`,
          );
        }
        const g = Zae(r, a.oldText);
        throw new Error(`${o(c)}: oldText was not found in the file. ${g ?? "No similar lines were found."}
Copy the text exactly as it is in the file (re-read it if it may have changed) and retry.`);
      }),
    ].sort((a, c) => a.start - c.start);
  for (let a = 1; a < i.length; a++) {
    const c = i[a - 1],
      m = i[a];
    if (m.start < c.end)
      throw new Error(
        `Edits ${c.index + 1} and ${m.index + 1} overlap (lines ${r.lineOf(c.start)}-${r.lineOf(c.end - 1)} and ${r.lineOf(m.start)}-${r.lineOf(m.end - 1)}). Merge them into one edit.`,
      );
  }
  return i;
}
function UB(e, t) {
  let r = [],
    n = 0;
  for (const o of t) r.push(e.slice(n, o.start), o.newText), (n = o.end);
  return (r.push(e.slice(n)), r.join(""));
}
var FE = 3,
  Qae = 4e6;
function KB(e) {
  if (e === "") return [];
  const t = e.split(`
`);
  return (t[t.length - 1] === "" && t.pop(), t.map((r) => (r.endsWith("\r") ? r.slice(0, -1) : r)));
}
function eue(e, t) {
  let r = 0;
  for (; r < e.length && r < t.length && e[r] === t[r]; ) r++;
  let n = 0;
  for (; n < e.length - r && n < t.length - r && e[e.length - 1 - n] === t[t.length - 1 - n]; ) n++;
  const o = e.slice(r, e.length - n),
    s = t.slice(r, t.length - n),
    i = [];
  if ((o.length + 1) * (s.length + 1) > Qae) {
    for (const a of o) i.push({ kind: "-", text: a });
    for (const a of s) i.push({ kind: "+", text: a });
  } else {
    const a = s.length + 1,
      c = new Uint32Array((o.length + 1) * a);
    for (let l = o.length - 1; l >= 0; l--)
      for (let g = s.length - 1; g >= 0; g--)
        c[l * a + g] =
          o[l] === s[g] ? (c[(l + 1) * a + g + 1] ?? 0) + 1 : Math.max(c[(l + 1) * a + g] ?? 0, c[l * a + g + 1] ?? 0);
    let m = 0,
      p = 0;
    for (; m < o.length || p < s.length; )
      m < o.length && p < s.length && o[m] === s[p]
        ? (i.push({ kind: " ", text: o[m] }), m++, p++)
        : m < o.length && (p >= s.length || (c[(m + 1) * a + p] ?? 0) >= (c[m * a + p + 1] ?? 0))
          ? (i.push({ kind: "-", text: o[m] }), m++)
          : (i.push({ kind: "+", text: s[p] }), p++);
  }
  return [
    ...e.slice(0, r).map((a) => ({ kind: " ", text: a })),
    ...i,
    ...e.slice(e.length - n).map((a) => ({ kind: " ", text: a })),
  ];
}
function tue(e, t, r) {
  const n = [];
  for (const o of r) {
    const s = e.lineOf(o.start),
      i = e.lineOf(Math.max(o.start, o.end - 1)),
      a = n[n.length - 1];
    a && s <= a.lastLine
      ? ((a.lastLine = Math.max(a.lastLine, i)), a.edits.push(o))
      : n.push({ firstLine: s, lastLine: i, edits: [o] });
  }
  return n.map((o) => {
    let s = e.startOf(o.firstLine),
      i = e.startOf(o.lastLine + 1),
      a = Math.min(t.length, i),
      c = "",
      m = s;
    for (const p of o.edits) (c += t.slice(m, p.start) + p.newText), (m = p.end);
    return ((c += t.slice(m, a)), { firstLine: o.firstLine, lastLine: o.lastLine, ops: eue(KB(t.slice(s, a)), KB(c)) });
  });
}
function GB(e, t, r, n = new vi(t)) {
  let o = n.lineCount,
    s = tue(n, t, r),
    i = [],
    a = 0,
    c = 0,
    m,
    p = () => {
      if (!m) return;
      const l = Math.min(o, m.lastOld + FE);
      for (let g = m.lastOld + 1; g <= l; g++) m.lines.push(` ${n.line(g)}`), m.oldCount++, m.newCount++;
      i.push(`@@ -${m.oldCount === 0 ? m.oldStart - 1 : m.oldStart},${m.oldCount} +${m.newCount === 0 ? m.newStart - 1 : m.newStart},${m.newCount} @@
${m.lines.join(`
`)}`),
        (m = void 0);
    };
  for (const l of s) {
    const g = Math.max(1, l.firstLine - FE);
    m && g > m.lastOld + FE + 1 && p(),
      m || (m = { oldStart: g, newStart: g + c, lines: [], oldCount: 0, newCount: 0, lastOld: g - 1 });
    for (let $ = m.lastOld + 1; $ < l.firstLine; $++) m.lines.push(` ${n.line($)}`), m.oldCount++, m.newCount++;
    let y = l.firstLine,
      x = l.firstLine + c;
    for (const $ of l.ops)
      $.kind !== " " && a === 0 && (a = Math.max(1, x)),
        m.lines.push($.kind + $.text),
        $.kind !== "+" && (m.oldCount++, y++),
        $.kind !== "-" && (m.newCount++, x++);
    (c = x - y), (m.lastOld = l.lastLine);
  }
  return (
    p(),
    {
      diff: `--- a/${e}
+++ b/${e}
${i.join(`
`)}`,
      firstChangedLine: Math.max(1, a),
    }
  );
}
function Rr(e, t, r) {
  switch (cu(e)) {
    case "ENOENT":
      return new Error(`Cannot ${r} ${t}: no such file or directory. Check the path; use ls or find to locate it.`);
    case "ENOTDIR":
      return new Error(`Cannot ${r} ${t}: a part of the path is a file, not a directory. Check the path.`);
    case "EISDIR":
      return new Error(`Cannot ${r} ${t}: it is a directory. Use ls to list it, or give a file path.`);
    case "EACCES":
    case "EPERM":
      return new Error(
        `Cannot ${r} ${t}: permission denied. Choose another path or ask the user to change its permissions.`,
      );
    case "EROFS":
      return new Error(`Cannot ${r} ${t}: the file system is read-only.`);
    case "ENOSPC":
      return new Error(`Cannot ${r} ${t}: no space left on the device.`);
    case "EINVAL":
      return new Error(`Cannot ${r} ${t}: it is not a regular file (a device, socket or pipe).`);
    case "ELOOP":
      return new Error(`Cannot ${r} ${t}: too many levels of symbolic links.`);
    default:
      return new Error(`Cannot ${r} ${t}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
var zB = I.Object({
    path: I.String({ description: "File to edit, relative to the working directory or absolute." }),
    edits: I.Array(
      I.Object({
        oldText: I.String({ description: "Exact text to replace; must occur exactly once in the file." }),
        newText: I.String({ description: "Text to put in its place." }),
      }),
      { minItems: 1, description: "Replacements, each matched against the original file; they must not overlap." },
    ),
  }),
  BB = "\uFEFF";
function rue(e) {
  if (e.edits === void 0 && typeof e.oldText == "string" && typeof e.newText == "string") {
    const { oldText: t, newText: r, ...n } = e;
    return { ...n, edits: [{ oldText: t, newText: r }] };
  }
  if (typeof e.edits == "string")
    try {
      const t = JSON.parse(e.edits);
      if (Array.isArray(t)) return { ...e, edits: t };
    } catch {}
  return e;
}
function nue(e) {
  const t =
    e.split(`
`).length - 1;
  return t === 0
    ? "lf"
    : e.split(`\r
`).length -
          1 ===
        t
      ? "crlf"
      : "lf";
}
var oue = new TextDecoder("utf-8", { fatal: !0, ignoreBOM: !0 });
function LE(e, t = {}) {
  const r = t.fs ?? sn;
  return nr({
    name: "edit",
    label: "Edit",
    description: [
      "Edit a file by replacing exact text. Each oldText must match exactly one place in the file as it was before this call (whitespace included),",
      "and edits must not overlap. Give several edits in one call for several changes to one file.",
      "Trailing whitespace, line endings and typographic quotes/dashes are tolerated when there is no exact match.",
      "Line endings and a byte-order mark are preserved.",
    ].join(" "),
    promptSnippet: "edit: replace exact text in a file (several non-overlapping edits per call)",
    promptGuidelines: [
      "Read the file first and copy oldText exactly, with enough surrounding lines to be unique.",
      "Keep oldText small: only the lines that change plus what makes them unique.",
    ],
    parameters: zB,
    prepareArguments: rue,
    async execute(n, o, s) {
      const i = await an(e, o.path, r, t);
      return Sg(
        i,
        async () => {
          s?.throwIfAborted();
          let a;
          try {
            const W = await r.stat(i);
            if (W.type === "directory") throw Object.assign(new Error("is a directory"), { code: "EISDIR" });
            if (W.type !== "file") throw Object.assign(new Error("not a regular file"), { code: "EINVAL" });
            a = await r.readFile(i);
          } catch (W) {
            throw Rr(W, o.path, "edit");
          }
          if (a.includes(0))
            throw new Error(`Cannot edit ${o.path}: it is a binary file. Only text files can be edited.`);
          let c;
          try {
            c = oue.decode(a);
          } catch {
            throw new Error(
              `Cannot edit ${o.path}: it is not valid UTF-8, and rewriting it would corrupt it. Use a tool suited to its encoding (e.g. iconv via bash).`,
            );
          }
          const m = c.startsWith(BB);
          m && (c = c.slice(1));
          const p = nue(c) === "crlf",
            l = p
              ? c.replaceAll(
                  `\r
`,
                  `
`,
                )
              : c,
            g = o.edits.map((W) =>
              p
                ? {
                    oldText: W.oldText.replaceAll(
                      `\r
`,
                      `
`,
                    ),
                    newText: W.newText.replaceAll(
                      `\r
`,
                      `
`,
                    ),
                  }
                : W,
            ),
            y = new vi(l),
            x = qB(l, g, y),
            $ = UB(l, x);
          if ($ === l)
            throw new Error(`No change: the edits leave ${o.path} exactly as it is. Check oldText and newText.`);
          const E =
            (m ? BB : "") +
            (p
              ? $.replaceAll(
                  `
`,
                  `\r
`,
                )
              : $);
          try {
            await r.writeFile(i, new TextEncoder().encode(E));
          } catch (W) {
            throw Rr(W, o.path, "edit");
          }
          const { diff: S, firstChangedLine: k } = GB(mu(e, i), l, x, y),
            P = x.filter((W) => W.fuzzy).length,
            A = x.length === 1 ? "1 edit" : `${x.length} edits`,
            v = P > 0 ? ` (${P} matched after normalizing whitespace/quotes)` : "";
          return {
            content: [{ type: "text", text: `Edited ${o.path}: ${A}${v}, first change at line ${k}.` }],
            details: { path: i, diff: S, firstChangedLine: k, fuzzyMatches: P },
          };
        },
        { fs: r },
      );
    },
  });
}
Or();

import { join as yue } from "node:path";

var sue = /[.*+?^${}()|[\]\\/]/g;
function HB(e) {
  return e.replace(sue, "\\$&");
}
function iue(e, t) {
  let r = t + 1;
  for ((e[r] === "!" || e[r] === "^") && r++, e[r] === "]" && r++; r < e.length; r++) if (e[r] === "]") return r;
  return -1;
}
function jE(e) {
  let t = "",
    r = 0;
  for (let n = 0; n < e.length; n++) {
    const o = e[n];
    if (o === "*") {
      let s = n;
      for (; e[s + 1] === "*"; ) s++;
      const i = s - n + 1,
        a = n === 0 || e[n - 1] === "/",
        c = e[s + 1];
      i >= 2 && a && c === "/"
        ? ((t += "(?:.*/)?"), (n = s + 1))
        : i >= 2 && a && c === void 0
          ? ((t += ".*"), (n = s))
          : ((t += "[^/]*"), (n = s));
    } else if (o === "?") t += "[^/]";
    else if (o === "[") {
      const s = iue(e, n);
      if (s === -1) t += "\\[";
      else {
        let i = e.slice(n + 1, s),
          a = i.startsWith("!") || i.startsWith("^");
        a && (i = i.slice(1)), (t += `[${a ? "^" : ""}${i.replace(/\\/g, "\\\\").replace(/\]/g, "\\]")}]`), (n = s);
      }
    } else
      o === "{"
        ? (r++, (t += "(?:"))
        : o === "}" && r > 0
          ? (r--, (t += ")"))
          : o === "," && r > 0
            ? (t += "|")
            : o === "\\" && n + 1 < e.length
              ? (n++, (t += HB(e[n])))
              : (t += HB(o));
  }
  return t + ")".repeat(r);
}
function aue(e, t = {}) {
  return new RegExp(`^${jE(e)}$`, t.ignoreCase ? "i" : "");
}
function Ag(e) {
  const t = e.startsWith("/") ? e.slice(1) : e,
    r = aue(t);
  return t.includes("/") ? (n) => r.test(n) : (n) => r.test(n.slice(n.lastIndexOf("/") + 1));
}

import { sep as cue, dirname as DE, join as du, sep as fue, relative as mue, relative as uue } from "node:path";

function WB(e) {
  const t = [];
  for (const r of e.split(/\r?\n/)) {
    let n = r;
    for (; n.endsWith(" ") && !n.endsWith("\\ "); ) n = n.slice(0, -1);
    if (n === "" || n.startsWith("#")) continue;
    let o = !1;
    n.startsWith("!") ? ((o = !0), (n = n.slice(1))) : (n.startsWith("\\!") || n.startsWith("\\#")) && (n = n.slice(1));
    let s = !1;
    if ((n.endsWith("/") && ((s = !0), (n = n.slice(0, -1))), n === "")) continue;
    const i = n.includes("/");
    n.startsWith("/") && (n = n.slice(1)),
      t.push({ regex: new RegExp(`^${jE(n)}$`), negate: o, dirOnly: s, anchored: i });
  }
  return t;
}
var hf = class e {
  levels;
  constructor(t = []) {
    this.levels = t;
  }
  with(t, r) {
    return r.length === 0 ? this : new e([...this.levels, { dir: t, rules: r }]);
  }
  isIgnored(t, r) {
    for (let n = this.levels.length - 1; n >= 0; n--) {
      const { dir: o, rules: s } = this.levels[n],
        i = uue(o, t).split(cue).join("/");
      if (i === "" || i.startsWith("../")) continue;
      const a = i.slice(i.lastIndexOf("/") + 1);
      for (let c = s.length - 1; c >= 0; c--) {
        const m = s[c];
        if (!(m.dirOnly && !r) && m.regex.test(m.anchored ? i : a)) return !m.negate;
      }
    }
    return !1;
  }
};
var pue = [".gitignore", ".ignore"];
function JB(e, t) {
  const r = Math.min(e.length, t.length);
  for (let n = 0; n < r; n++) {
    const o = e.charCodeAt(n),
      s = t.charCodeAt(n);
    if (o !== s)
      return o >= 55296 && s >= 55296 ? Buffer.compare(Buffer.from(e, "utf8"), Buffer.from(t, "utf8")) : o - s;
  }
  return e.length - t.length;
}
function YB(e, t) {
  const r = e.split("/"),
    n = t.split("/");
  for (let o = 0; o < Math.min(r.length, n.length); o++) {
    const s = JB(r[o], n[o]);
    if (s !== 0) return s;
  }
  return r.length - n.length;
}
async function VB(e, t) {
  try {
    return WB(new TextDecoder().decode(await e.readFile(t)));
  } catch {
    return [];
  }
}
async function qE(e, t) {
  try {
    return (await e.lstat(t), !0);
  } catch {
    return !1;
  }
}
async function XB(e, t, r) {
  const n = [];
  (r ? r.has(".git") : await qE(e, du(t, ".git"))) && n.push(...(await VB(e, du(t, ".git", "info", "exclude"))));
  for (const s of pue) (r && !r.has(s)) || n.push(...(await VB(e, du(t, s))));
  return n;
}
async function lue(e, t) {
  if (await qE(e, du(t, ".git"))) return new hf();
  const r = [];
  for (let o = DE(t); r.push(o), !((await qE(e, du(o, ".git"))) || DE(o) === o); o = DE(o));
  let n = new hf();
  for (const o of r.reverse()) n = n.with(o, await XB(e, o, void 0));
  return n;
}
async function* Rg(e) {
  const { fs: t, root: r, signal: n, override: o } = e,
    s = await lue(t, r);
  async function* i(a, c) {
    n?.throwIfAborted();
    let m;
    try {
      m = await t.readdir(a);
    } catch {
      return;
    }
    m.sort((g, y) => JB(g.name, y.name));
    const p = new Set(m.map((g) => g.name)),
      l = c.with(a, await XB(t, a, p));
    for (const g of m) {
      const y = du(a, g.name),
        x = g.type === "directory";
      if (x && g.name === ".git") continue;
      const $ = mue(r, y).split(fue).join("/"),
        E = o?.($, x);
      E === "exclude" ||
        (E === void 0 && l.isIgnored(y, x)) ||
        (yield { path: y, relative: $, type: g.type }, x && (yield* i(y, l)));
    }
  }
  yield* i(r, s);
}
async function ZB(e, t, r) {
  const n = Ag(t.pattern),
    o = [];
  for await (const s of Rg({ fs: e, root: t.root, ...(r ? { signal: r } : {}) }))
    if (n(s.relative)) {
      if (o.length >= t.limit) return { paths: o, limitReached: !0 };
      o.push({ relative: s.relative, directory: s.type === "directory" });
    }
  return { paths: o, limitReached: !1 };
}

import { relative as due, sep as e4, join as QB } from "node:path";

var hu = class {
  onLine;
  decoder = new TextDecoder();
  pending = "";
  constructor(t) {
    this.onLine = t;
  }
  push(t) {
    this.pending += this.decoder.decode(t, { stream: !0 });
    let r = 0;
    for (
      let n = this.pending.indexOf(`
`);
      n !== -1;
      n = this.pending.indexOf(
        `
`,
        r,
      )
    )
      this.onLine(this.pending.slice(r, n)), (r = n + 1);
    this.pending = this.pending.slice(r);
  }
  get rest() {
    return this.pending;
  }
};
function hue(e) {
  return e.replace(/[\\*?[\]{}]/g, "\\$&");
}
function gue(e, t) {
  const r = ["--glob", "--hidden", "--exclude", ".git", "--color", "never"];
  t && r.push("--no-require-git");
  const n = e.pattern.startsWith("/") ? e.pattern.slice(1) : e.pattern;
  return (
    n.includes("/") ? r.push("--full-path", `${hue(e.root.split(e4).join("/"))}/${n}`) : r.push(n),
    r.push("--", e.root),
    r
  );
}
async function t4(e, t, r) {
  let n = "",
    o = new TextDecoder();
  return (
    await e.run({ file: t, args: ["--help"], cwd: r, onData: (s) => (n += o.decode(s, { stream: !0 })) }),
    n.includes("--no-require-git")
  );
}
async function r4(e, t) {
  for (let r = t; ; )
    try {
      return (await e.lstat(QB(r, ".git")), !0);
    } catch {
      const n = QB(r, "..");
      if (n === r) return !1;
      r = n;
    }
}
async function n4(e, t, r, n, o) {
  let s = [],
    i = 0,
    a = () => {
      s.sort((l, g) => YB(l.relative, g.relative)), (s = s.slice(0, r.limit + 1));
    },
    c = (l) => {
      if (l === "") return;
      const g = l.endsWith("/"),
        y = g ? l.slice(0, -1) : l;
      s.push({ relative: due(r.root, y).split(e4).join("/"), directory: g }), i++, s.length > 4 * (r.limit + 1) && a();
    },
    m = new hu(c),
    p = await e.run({
      file: t,
      args: gue(r, n),
      cwd: r.root,
      ...(o ? { signal: o } : {}),
      onData: (l, g) => {
        g === "stdout" && m.push(l);
      },
    });
  if ((c(m.rest), o?.throwIfAborted(), p.exitCode !== 0 && i === 0))
    throw new Error(`find failed: fd exited with code ${p.exitCode}.`);
  return (a(), { paths: s.slice(0, r.limit), limitReached: i > r.limit });
}
function gu(e, t) {
  const r = _g(e, { maxLines: t.maxLines ?? 2e3, maxBytes: t.maxBytes ?? 51200 });
  if (!r.truncated) return { text: e };
  const n = PB(e, { folder: un(t), prefix: t.prefix }),
    o = r.truncatedBy === "lines" ? `${r.maxLines} lines` : tt(r.maxBytes);
  return {
    text: `${r.content}

[Output cut at ${o} (${r.outputLines} of ${r.totalLines} lines shown). Full output: ${n}]`,
    truncation: Os(r),
    fullOutputPath: n,
  };
}
function Mg(e) {
  return { fs: e.fs ?? sn, exec: e.exec ?? dB, sameMachine: e.fs === void 0 || e.exec !== void 0 };
}
async function Ng(e, t, r, n) {
  if (!(e === "builtin" || (e === "auto" && !n))) {
    for (const o of t) {
      const s = await r.findExecutable(o);
      if (s) return s;
    }
    if (e === "external")
      throw new Error(`${t.join(" / ")} is not installed on this machine; use the built-in engine instead.`);
  }
}
async function Fg(e, t, r) {
  try {
    const n = await e.stat(t);
    if (n.type === "other") throw Object.assign(new Error("not a regular file"), { code: "EINVAL" });
    return n.type === "directory" ? "directory" : "file";
  } catch (n) {
    throw Rr(n, r, "search");
  }
}
var Lg = 1e3,
  o4 = I.Object({
    pattern: I.String({
      description:
        "Glob to match: by name when it has no '/' (e.g. '*.test.ts'), else by path from the search folder (e.g. 'src/**/*.ts').",
    }),
    path: I.Optional(I.String({ description: "Folder to search. Default: the working directory." })),
    limit: I.Optional(I.Integer({ description: `Most paths returned. Default ${Lg}.`, minimum: 1 })),
  });
function UE(e, t = {}) {
  let r = [un(t).path],
    { fs: n, exec: o, sameMachine: s } = Mg(t),
    i,
    a = async (c) => {
      const m = await Ng(t.engine ?? "auto", ["fd", "fdfind"], o, s);
      return m ? { path: m, noRequireGit: await t4(o, m, c) } : void 0;
    };
  return nr({
    name: "find",
    label: "Find",
    description: [
      "Find files and folders by glob pattern. A pattern without '/' matches names at any depth ('*.ts');",
      "a pattern with '/' matches paths from the search folder ('src/**/*.test.ts').",
      `Respects .gitignore; includes hidden files; results sorted, folders end with '/'. At most ${Lg} results by default (limit).`,
    ].join(" "),
    promptSnippet: "find: find files by glob pattern (respects .gitignore)",
    promptGuidelines: ["Use find to locate files by name instead of listing folders one by one."],
    parameters: o4,
    async execute(c, m, p) {
      const l = await an(e, m.path ?? ".", n, t, r);
      if ((await Fg(n, l, m.path ?? ".")) !== "directory")
        throw new Error(`Cannot search ${m.path}: it is a file, not a folder. Give a folder as path.`);
      const g = { pattern: m.pattern, root: l, limit: m.limit ?? Lg };
      i ??= a(l).catch((A) => {
        throw ((i = void 0), A);
      });
      const y = await i,
        x = y !== void 0 && (y.noRequireGit || (await r4(n, l))),
        $ = y && x ? await n4(o, y.path, g, y.noRequireGit, p) : await ZB(n, g, p),
        E = y && x ? "fd" : "builtin";
      if ($.paths.length === 0)
        return {
          content: [{ type: "text", text: `No files match ${m.pattern}.` }],
          details: { count: 0, limitReached: !1, engine: E },
        };
      const S = $.paths.map((A) => mu(e, yue(l, A.relative)) + (A.directory ? "/" : "")),
        k = gu(
          S.join(`
`),
          { ...t, prefix: "find" },
        ),
        P = $.limitReached
          ? `

[Showing the first ${g.limit} results; there are more. Use a narrower pattern or path, or raise limit.]`
          : "";
      return {
        content: [{ type: "text", text: k.text + P }],
        details: {
          count: $.paths.length,
          limitReached: $.limitReached,
          engine: E,
          ...(k.truncation ? { truncation: k.truncation } : {}),
          ...(k.fullOutputPath ? { fullOutputPath: k.fullOutputPath } : {}),
        },
      };
    },
  });
}
Or();
var yu = 500,
  jg = class {
    limit;
    context;
    lines = [];
    matches = 0;
    limitReached = !1;
    last;
    constructor(t, r) {
      (this.limit = t), (this.context = r);
    }
    add(t) {
      if (this.limitReached) return !1;
      if (t.match)
        return this.matches >= this.limit
          ? ((this.limitReached = !0), !1)
          : (this.matches++, (this.last = t), this.lines.push(t), !0);
      if (this.matches >= this.limit) {
        const r = this.last;
        return (
          r !== void 0 &&
            t.path === r.path &&
            t.lineNumber > r.lineNumber &&
            t.lineNumber <= r.lineNumber + this.context &&
            this.lines.push(t),
          !0
        );
      }
      return (this.lines.push(t), !0);
    }
  };
function xue(e) {
  if (e.length <= yu) return { text: e, cut: !1 };
  let t = yu,
    r = e.charCodeAt(t - 1);
  return (r >= 55296 && r <= 56319 && t--, { text: `${e.slice(0, t)}\u2026 [line cut at ${yu} chars]`, cut: !0 });
}
function s4(e, t, r) {
  let n = [],
    o = !1,
    s,
    i = new Map();
  for (const a of e) {
    r > 0 && s && (s.path !== a.path || a.lineNumber !== s.lineNumber + 1) && n.push("--");
    let c = i.get(a.path);
    c === void 0 && ((c = mu(t, a.path)), i.set(a.path, c));
    const { text: m, cut: p } = xue(a.text);
    o ||= p;
    const l = a.match ? ":" : "-";
    n.push(`${c}${l}${a.lineNumber}${l} ${m}`), (s = a);
  }
  return {
    text: n.join(`
`),
    linesCut: o,
  };
}
async function* i4(e, t, r) {
  let n = e[Symbol.asyncIterator](),
    o = [],
    s = !1,
    i = async () => {
      for (; !s && o.length < t; ) {
        const a = await n.next();
        if (a.done) {
          s = !0;
          return;
        }
        const c = r(a.value);
        c.catch(() => {}), o.push(c);
      }
    };
  try {
    for (await i(); o.length > 0; ) {
      const a = await o.shift();
      await i(), yield a;
    }
  } finally {
    s || (await n.return?.());
  }
}
var An = "\\p{Alphabetic}\\p{M}\\p{Nd}\\p{Pc}\\p{Join_Control}";
function a4(e) {
  let t = "",
    r = !1;
  for (let n = 0; n < e.length; n++) {
    const o = e[n];
    if (o === "\\" && n + 1 < e.length) {
      const s = e[n + 1];
      n++,
        s === "w"
          ? (t += r ? An : `[${An}]`)
          : s === "d"
            ? (t += "\\p{Nd}")
            : s === "W" && !r
              ? (t += `[^${An}]`)
              : s === "D" && !r
                ? (t += "\\P{Nd}")
                : s === "b" && !r
                  ? (t += `(?:(?<=[${An}])(?![${An}])|(?<![${An}])(?=[${An}]))`)
                  : s === "B" && !r
                    ? (t += `(?:(?<=[${An}])(?=[${An}])|(?<![${An}])(?![${An}]))`)
                    : (t += o + s);
      continue;
    }
    o === "[" && !r ? (r = !0) : o === "]" && r && (r = !1), (t += o);
  }
  return t;
}
var KE = 16 * 1024 * 1024,
  Iue = 16,
  $ue = new TextDecoder("utf-8");
function bue(e) {
  const t = e.literal ? e.pattern.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&") : e.pattern,
    r = e.ignoreCase ? "i" : "";
  try {
    return new RegExp(e.literal ? t : a4(t), `${r}u`);
  } catch {
    try {
      return new RegExp(t, r);
    } catch (n) {
      throw new Error(
        `Invalid regular expression ${JSON.stringify(e.pattern)}: ${n.message}. Fix the pattern, or set literal: true to search for the text as is.`,
      );
    }
  }
}
async function u4(e, t, r, n, o) {
  let s = [],
    i = [],
    a = 0,
    c = 0,
    m = 0,
    p = [],
    l = 0,
    g = (x) => {
      m++;
      let $ = $ue.decode(x);
      $.endsWith("\r") && ($ = $.slice(0, -1));
      const E = r.test($),
        S = { path: t, lineNumber: m, text: $, match: E };
      return E
        ? (s.push(...i.splice(0)), s.push(S), (a = n.context), c++, c <= n.limit)
        : (a > 0 ? (s.push(S), a--) : n.context > 0 && (i.push(S), i.length > n.context && i.shift()), !0);
    },
    y = (x) => {
      const $ = x.subarray(0, Math.max(0, KE - l));
      return p.length === 0 ? $ : Buffer.concat([...p, $]);
    };
  try {
    e: for await (const x of e.readChunks(t)) {
      if (!o && x.includes(0)) return s;
      let $ = 0;
      for (let E = x.indexOf(10); E !== -1; E = x.indexOf(10, $)) {
        const S = g(y(x.subarray($, E)));
        if (((p = []), (l = 0), ($ = E + 1), !S)) break e;
      }
      if ($ < x.length && l < KE) {
        const E = x.subarray($, $ + KE - l);
        p.push(Uint8Array.prototype.slice.call(E)), (l += E.length);
      }
    }
    p.length > 0 && g(y(new Uint8Array(0)));
  } catch {}
  return s;
}
async function c4(e, t, r, n) {
  const o = bue(t);
  if (t.rootIsFile) {
    for (const c of await u4(e, t.root, o, t, !0)) if (!r.add(c)) return;
    return;
  }
  const s = t.glob ? Ag(t.glob) : void 0,
    i = s ? (c, m) => (s(c) ? "include" : m ? void 0 : "exclude") : void 0;
  async function* a() {
    for await (const c of Rg({ fs: e, root: t.root, ...(n ? { signal: n } : {}), ...(i ? { override: i } : {}) }))
      c.type === "file" && (yield c.path);
  }
  for await (const c of i4(a(), Iue, (m) => u4(e, m, o, t, !1))) {
    n?.throwIfAborted();
    for (const m of c) if (!r.add(m)) return;
  }
}

import { basename as Eue, resolve as Sue, dirname as wue } from "node:path";

function m4(e) {
  return e ? (e.text !== void 0 ? e.text : e.bytes ? Buffer.from(e.bytes, "base64").toString("utf8") : "") : "";
}
function Tue(e) {
  const t = ["--json", "--no-config", "--no-require-git", "--hidden", "--sort", "path"];
  return (
    e.ignoreCase && t.push("--ignore-case"),
    e.literal && t.push("--fixed-strings"),
    e.context > 0 && t.push("--context", String(e.context)),
    e.glob && t.push("--glob", e.glob),
    t.push("--glob", "!.git"),
    t.push("--regexp", e.pattern, "--"),
    e.rootIsFile ? { cwd: wue(e.root), args: [...t, Eue(e.root)] } : { cwd: e.root, args: [...t, "."] }
  );
}
async function f4(e, t, r, n, o) {
  let { cwd: s, args: i } = Tue(r),
    a = new AbortController(),
    c = o ? AbortSignal.any([o, a.signal]) : a.signal,
    m = "",
    p = (x) => {
      if (a.signal.aborted || x === "") return;
      const $ = JSON.parse(x);
      if ($.type !== "match" && $.type !== "context") return;
      let E = m4($.data?.lines);
      E.endsWith(`
`) && (E = E.slice(0, -1)),
        E.endsWith("\r") && (E = E.slice(0, -1)),
        n.add({
          path: Sue(s, m4($.data?.path)),
          lineNumber: $.data?.line_number ?? 0,
          text: E,
          match: $.type === "match",
        }) || a.abort();
    },
    l = new hu(p),
    g = new TextDecoder(),
    y = await e.run({
      file: t,
      args: i,
      cwd: s,
      signal: c,
      onData: (x, $) => {
        if ($ === "stderr") {
          m.length < 4096 && (m += g.decode(x, { stream: !0 }));
          return;
        }
        l.push(x);
      },
    });
  if ((!a.signal.aborted && l.rest !== "" && p(l.rest), o?.throwIfAborted(), y.exitCode === 2 && n.matches === 0)) {
    const x = m
      .trim()
      .split(`
`)
      .slice(0, 6)
      .join(`
`);
    throw new Error(
      `grep failed: ${x || "ripgrep exited with code 2"}. Check the pattern (ripgrep uses Rust regex syntax) or set literal: true.`,
    );
  }
}
var Dg = 100,
  p4 = I.Object({
    pattern: I.String({ description: "Regular expression to search for (or plain text with literal: true)." }),
    path: I.Optional(I.String({ description: "File or folder to search. Default: the working directory." })),
    glob: I.Optional(
      I.String({
        description: "Only search files matching this glob, e.g. '*.ts' (by name) or 'src/**/*.ts' (by path).",
      }),
    ),
    ignoreCase: I.Optional(I.Boolean({ description: "Case-insensitive search. Default false." })),
    literal: I.Optional(I.Boolean({ description: "Treat pattern as plain text, not a regex. Default false." })),
    context: I.Optional(
      I.Integer({ description: "Lines of context before and after each match. Default 0.", minimum: 0 }),
    ),
    limit: I.Optional(I.Integer({ description: `Most matching lines returned. Default ${Dg}.`, minimum: 1 })),
  });
function GE(e, t = {}) {
  let r = [un(t).path],
    { fs: n, exec: o, sameMachine: s } = Mg(t),
    i;
  return nr({
    name: "grep",
    label: "Grep",
    description: [
      "Search file contents for a regular expression (or plain text with literal: true).",
      "Results are `path:line: text`, sorted by path; context lines are `path-line- text`.",
      `Respects .gitignore; includes hidden files; skips binary files. At most ${Dg} matching lines by default (limit); lines are cut at ${yu} characters.`,
    ].join(" "),
    promptSnippet: "grep: search file contents by regex, with optional glob filter and context",
    promptGuidelines: [
      "Use grep to find where something is defined or used before reading whole files.",
      "Narrow broad searches with path or glob instead of raising limit.",
    ],
    parameters: p4,
    async execute(a, c, m) {
      const p = await an(e, c.path ?? ".", n, t, r),
        l = await Fg(n, p, c.path ?? "."),
        g = {
          pattern: c.pattern,
          root: p,
          rootIsFile: l === "file",
          ...(c.glob ? { glob: c.glob } : {}),
          ignoreCase: c.ignoreCase ?? !1,
          literal: c.literal ?? !1,
          context: c.context ?? 0,
          limit: c.limit ?? Dg,
        };
      i ??= Ng(t.engine ?? "auto", ["rg"], o, s);
      const y = await i,
        x = new jg(g.limit, g.context);
      y ? await f4(o, y, g, x, m) : await c4(n, g, x, m);
      const $ = y ? "ripgrep" : "builtin";
      if (x.matches === 0)
        return {
          content: [{ type: "text", text: "No matches found." }],
          details: { matchCount: 0, limitReached: !1, engine: $, linesCut: !1 },
        };
      const E = s4(x.lines, e, g.context),
        S = gu(E.text, { ...t, prefix: "grep" }),
        k = [];
      return (
        x.limitReached &&
          k.push(
            `[Showing the first ${g.limit} matching lines; there are more. Narrow the pattern, path or glob, or raise limit.]`,
          ),
        E.linesCut && k.push(`[Lines over ${yu} characters were cut; use read to see them whole.]`),
        {
          content: [
            {
              type: "text",
              text: [S.text, ...k].join(`

`),
            },
          ],
          details: {
            matchCount: x.matches,
            limitReached: x.limitReached,
            engine: $,
            linesCut: E.linesCut,
            ...(S.truncation ? { truncation: S.truncation } : {}),
            ...(S.fullOutputPath ? { fullOutputPath: S.fullOutputPath } : {}),
          },
        }
      );
    },
  });
}
Or();

import { join as kue } from "node:path";

var qg = 500,
  l4 = I.Object({
    path: I.Optional(I.String({ description: "Folder to list. Default: the working directory." })),
    limit: I.Optional(I.Integer({ description: `Most entries returned. Default ${qg}.`, minimum: 1 })),
  });
function _ue(e, t) {
  const r = e.toLowerCase(),
    n = t.toLowerCase();
  return r !== n ? (r < n ? -1 : 1) : e < t ? -1 : e > t ? 1 : 0;
}
function BE(e, t = {}) {
  const r = [un(t).path],
    n = t.fs ?? sn;
  return nr({
    name: "ls",
    label: "List",
    description: `List a folder's entries, sorted, including dotfiles; folders end with '/'. At most ${qg} entries by default (limit).`,
    promptSnippet: "ls: list a folder",
    promptGuidelines: ["Use find or grep rather than listing many folders one by one."],
    parameters: l4,
    async execute(o, s, i) {
      let a = s.path ?? ".",
        c = await an(e, a, n, t, r),
        m;
      try {
        if ((await n.stat(c)).type !== "directory")
          throw new Error(`Cannot list ${a}: it is a file, not a folder. Use read to see its content.`);
        m = await n.readdir(c);
      } catch (S) {
        throw S instanceof Error && !("code" in S) ? S : Rr(S, a, "list");
      }
      i?.throwIfAborted();
      const p = s.limit ?? qg;
      m.sort((S, k) => _ue(S.name, k.name));
      const l = m.slice(0, p),
        g = await Promise.all(
          l.map(async (S) => {
            let k = S.type === "directory";
            return (
              S.type === "symlink" &&
                (k = await n.stat(kue(c, S.name)).then(
                  (P) => P.type === "directory",
                  () => !1,
                )),
              k ? `${S.name}/` : S.name
            );
          }),
        ),
        y = m.length > p,
        x = { total: m.length, shown: l.length, limitReached: y };
      if (m.length === 0) return { content: [{ type: "text", text: "(empty folder)" }], details: x };
      const $ = gu(
          g.join(`
`),
          { ...t, prefix: "ls" },
        ),
        E = y
          ? `

[Showing ${p} of ${m.length} entries. Raise limit, or use find with a pattern.]`
          : "";
      return {
        content: [{ type: "text", text: $.text + E }],
        details: {
          ...x,
          ...($.truncation ? { truncation: $.truncation } : {}),
          ...($.fullOutputPath ? { fullOutputPath: $.fullOutputPath } : {}),
        },
      };
    },
  });
}
Or();
var h4 = I.Object({
  command: I.String({ description: "PowerShell command or script to run in the working directory." }),
  timeout: I.Optional(
    I.Number({
      description: "Timeout in seconds; the whole process tree is killed when it elapses.",
      exclusiveMinimum: 0,
    }),
  ),
});
function g4(e = process.platform) {
  return kg("pwsh") ?? (e === "win32" ? kg("powershell.exe") : void 0);
}
function vue(e, t) {
  return [
    "$ProgressPreference = 'SilentlyContinue'",
    "[Console]::OutputEncoding = [System.Text.Encoding]::UTF8",
    ...(t ? [t] : []),
    e,
    "if (-not $?) { if ($LASTEXITCODE) { exit $LASTEXITCODE } else { exit 1 } }",
  ].join(`
`);
}
function Pue(e, t, r = {}) {
  const n = Buffer.from(vue(t, r.commandPrefix), "utf16le").toString("base64"),
    o = (r.platform ?? process.platform) === "win32" ? ["-ExecutionPolicy", "Bypass"] : [];
  return { file: e, args: ["-NoLogo", "-NoProfile", "-NonInteractive", ...o, "-EncodedCommand", n] };
}
var d4 =
  "PowerShell is not available on this machine: neither pwsh nor powershell.exe is on PATH. Install PowerShell 7 (pwsh), or use the bash tool.";
function zE(e, t = {}) {
  Og("powershell", t);
  const r = t.exec ?? lf(t.processes ? { processes: t.processes } : {}),
    n = t.platform ?? process.platform,
    o = t.executable ?? (t.exec ? "pwsh" : g4(n));
  return nr({
    name: "powershell",
    label: "PowerShell",
    description: [
      `Run a PowerShell command in ${e} and return its combined output.`,
      `Output longer than ${t.maxLines ?? 2e3} lines or ${tt(t.maxBytes ?? 51200)} keeps only its end; the full output is saved to a file whose path is given.`,
      "A failing command is reported as an error with its exit code and output. Use `timeout` (seconds) for commands that may hang.",
      ...(lu(t) ? [lu(t)] : []),
      ...(o ? [] : [`(${d4})`]),
    ].join(" "),
    promptSnippet: "powershell: run PowerShell commands; returns the output tail",
    promptGuidelines: [
      "Prefer the read, edit and write tools over Get-Content and Set-Content for files.",
      "Commands do not read stdin; pass non-interactive flags (e.g. -Confirm:$false).",
    ],
    parameters: h4,
    async execute(s, i, a, c) {
      if (!o) throw new Error(d4);
      return Cg(
        r,
        {
          command: i.command,
          invocation: Pue(o, i.command, {
            ...(t.commandPrefix ? { commandPrefix: t.commandPrefix } : {}),
            platform: n,
          }),
          cwd: e,
          ...(i.timeout !== void 0 ? { timeoutSeconds: i.timeout } : {}),
          signal: a,
          onUpdate: c,
          label: "powershell",
        },
        t,
      );
    },
  });
}
Or();
function Pi(e, t, r = 0) {
  return e.length < r + t.length ? !1 : t.every((n, o) => e[r + o] === n);
}
function or(e) {
  return [...e].map((t) => t.charCodeAt(0));
}
function x4(e) {
  if (Pi(e, [137, 80, 78, 71, 13, 10, 26, 10])) return { mimeType: "image/png" };
  if (Pi(e, [255, 216, 255])) return { mimeType: "image/jpeg" };
  if (Pi(e, or("GIF87a")) || Pi(e, or("GIF89a"))) return { mimeType: "image/gif" };
  if (Pi(e, or("RIFF")) && Pi(e, or("WEBP"), 8)) return { mimeType: "image/webp" };
}
var Oue = [
  [or("%PDF-"), 0, "a PDF document"],
  [[80, 75, 3, 4], 0, "a ZIP archive (or a format built on ZIP: docx, xlsx, jar, \u2026)"],
  [[31, 139], 0, "a gzip-compressed file"],
  [[66, 90, 104], 0, "a bzip2-compressed file"],
  [[253, 55, 122, 88, 90, 0], 0, "an xz-compressed file"],
  [[40, 181, 47, 253], 0, "a zstd-compressed file"],
  [[55, 122, 188, 175, 39, 28], 0, "a 7-Zip archive"],
  [or("Rar!"), 0, "a RAR archive"],
  [or("ustar"), 257, "a tar archive"],
  [[127, 69, 76, 70], 0, "an ELF executable or shared library"],
  [[207, 250, 237, 254], 0, "a Mach-O executable"],
  [[202, 254, 186, 190], 0, "a Java class file or Mach-O universal binary"],
  [or("MZ"), 0, "a Windows executable or DLL"],
  [[0, 97, 115, 109], 0, "a WebAssembly module"],
  [or("SQLite format 3"), 0, "an SQLite database"],
  [or("BM"), 0, "a BMP image (not supported: convert it to PNG to view it)"],
  [[73, 73, 42, 0], 0, "a TIFF image (not supported: convert it to PNG to view it)"],
  [[77, 77, 0, 42], 0, "a TIFF image (not supported: convert it to PNG to view it)"],
  [[0, 0, 1, 0], 0, "an ICO image (not supported: convert it to PNG to view it)"],
  [or("ID3"), 0, "an MP3 audio file"],
  [or("OggS"), 0, "an Ogg media file"],
  [or("fLaC"), 0, "a FLAC audio file"],
  [or("ftyp"), 4, "an MP4/QuickTime media file"],
  [[26, 69, 223, 163], 0, "a Matroska/WebM media file"],
  [or("wOFF"), 0, "a WOFF font"],
  [or("wOF2"), 0, "a WOFF2 font"],
];
function I4(e) {
  for (const [t, r, n] of Oue) if (Pi(e, t, r) && (r > 0 || y4(e) || t.length >= 4)) return { binary: !0, kind: n };
  return y4(e) ? { binary: !0, kind: "binary data" } : { binary: !1 };
}
function y4(e) {
  if (e.length === 0) return !1;
  let t = 0;
  for (const r of e) {
    if (r === 0) return !0;
    r < 32 && r !== 9 && r !== 10 && r !== 12 && r !== 13 && r !== 27 && t++;
  }
  return t / e.length > 0.1;
}
async function $4(e, t) {
  let r = t.maxBytes + 4,
    n = [],
    o = 1,
    s = 0,
    i = t.limit > 0,
    a = !1,
    c = [],
    m = 0,
    p = 0,
    l = !1,
    g = () => {
      i &&
        o >= t.offset &&
        (n.push({ bytes: c.length === 1 ? c[0] : Buffer.concat(c), length: p }),
        (s += p + 1),
        (n.length >= t.limit || s > t.maxBytes) && (i = !1)),
        o++,
        (c = []),
        (m = 0),
        (p = 0),
        (l = !1);
    },
    y = (x) => {
      if (x.length !== 0 && ((l = !0), (p += x.length), i && o >= t.offset && m < r)) {
        const $ = x.subarray(0, r - m);
        c.push(Uint8Array.prototype.slice.call($)), (m += $.length);
      }
    };
  for await (const x of e) {
    let $ = 0;
    for (; $ < x.length; ) {
      if (!i) {
        if (((a = !0), !t.countTotal)) return { lines: n, firstLine: t.offset, moreAfter: a, totalLines: void 0 };
        for (let S = x.indexOf(10, $); S !== -1; S = x.indexOf(10, $)) o++, ($ = S + 1);
        l = $ < x.length;
        break;
      }
      const E = x.indexOf(10, $);
      if (E === -1) {
        y(x.subarray($));
        break;
      }
      y(x.subarray($, E)), g(), ($ = E + 1);
    }
  }
  return (l && g(), { lines: n, firstLine: t.offset, moreAfter: a, totalLines: o - 1 });
}
var b4 = 3.75 * 1024 * 1024,
  Cue = 8 * 1024 * 1024,
  E4 = I.Object({
    path: I.String({ description: "File to read, relative to the working directory or absolute." }),
    offset: I.Optional(I.Integer({ description: "First line to read, 1-based. Default 1.", minimum: 1 })),
    limit: I.Optional(I.Integer({ description: "Most lines to read.", minimum: 1 })),
  }),
  Aue = new TextDecoder("utf-8", { fatal: !0 }),
  Rue = new TextDecoder("utf-8");
function Mue(e) {
  let t = e.length - 1;
  for (; t >= 0 && t >= e.length - 4 && ((e[t] ?? 0) & 192) === 128; ) t--;
  if (t < 0) return e;
  const r = e[t] ?? 0,
    n = r >= 240 ? 4 : r >= 224 ? 3 : r >= 192 ? 2 : 1;
  return t + n > e.length ? e.subarray(0, t) : e;
}
function Nue(e, t) {
  let r = e.bytes.length < e.length ? Mue(e.bytes) : e.bytes,
    n;
  try {
    n = Aue.decode(r);
  } catch {
    (t.invalid = !0), (n = Rue.decode(r));
  }
  return n.endsWith("\r") ? n.slice(0, -1) : n;
}
async function Fue(e, t, r) {
  for await (const n of e.readChunks(t, { chunkSize: r })) return n;
  return new Uint8Array(0);
}
function HE(e, t = {}) {
  const r = [un(t).path],
    n = t.fs ?? sn,
    o = t.maxLines ?? 2e3,
    s = t.maxBytes ?? 51200,
    i = t.maxImageBytes ?? b4;
  return nr({
    name: "read",
    label: "Read",
    description: [
      "Read a file. Text comes back as lines; at most",
      `${o} lines or ${tt(s)} per call (whichever comes first) \u2014 when cut, the result says which offset to continue from.`,
      "Use offset (1-based line) and limit to read part of a large file.",
      "PNG, JPEG, GIF and WebP images are returned as images. Other binary files are refused.",
    ].join(" "),
    promptSnippet: "read: read a text file (with offset/limit) or view an image",
    promptGuidelines: [
      "Read a file before editing it.",
      "For large files, read the part you need with offset and limit instead of the whole file.",
    ],
    parameters: E4,
    async execute(a, c, m) {
      let p = await an(e, c.path, n, t, r),
        l;
      try {
        const $ = await n.stat(p);
        if ($.type === "directory") throw Object.assign(new Error("is a directory"), { code: "EISDIR" });
        if (((l = $.size), $.type !== "file")) throw Object.assign(new Error("not a regular file"), { code: "EINVAL" });
      } catch ($) {
        throw Rr($, c.path, "read");
      }
      let g;
      try {
        g = await Fue(n, p, 8192);
      } catch ($) {
        throw Rr($, c.path, "read");
      }
      m?.throwIfAborted();
      const y = x4(g);
      if (y) {
        if (l > i)
          throw new Error(
            `Image ${c.path} is ${tt(l)}, over the ${tt(i)} limit for images. Make a smaller copy (e.g. \`convert in.png -resize 50% out.png\` with ImageMagick) and read that.`,
          );
        const $ = Buffer.from(await n.readFile(p)).toString("base64");
        return {
          content: [
            { type: "text", text: `Image ${c.path} (${y.mimeType}, ${tt(l)})` },
            { type: "image", data: $, mimeType: y.mimeType },
          ],
          details: { kind: "image", path: p, mimeType: y.mimeType, bytes: l },
        };
      }
      const x = I4(g);
      if (x.binary)
        throw new Error(
          `${c.path} is not a text file: it looks like ${x.kind} (${tt(l)}). The read tool only shows text and PNG/JPEG/GIF/WebP images; use a bash command suited to this format to inspect it.`,
        );
      return Lue(n, p, c, { maxLines: o, maxBytes: s, size: l });
    },
  });
}
async function Lue(e, t, r, n) {
  let o = r.offset ?? 1,
    s = Math.min(r.limit ?? Number.POSITIVE_INFINITY, n.maxLines + 1),
    i;
  try {
    i = await $4(e.readChunks(t), { offset: o, limit: s, maxBytes: n.maxBytes, countTotal: n.size <= Cue });
  } catch (k) {
    throw Rr(k, r.path, "read");
  }
  const { lines: a, totalLines: c } = i;
  if (a.length === 0) {
    if (c === 0)
      return {
        content: [{ type: "text", text: "[The file is empty.]" }],
        details: { kind: "text", path: t, firstLine: 1, lastLine: 0, totalLines: 0 },
      };
    throw new Error(
      `Offset ${o} is beyond the end of ${r.path}${c !== void 0 ? ` (${c} lines)` : ""}. Use an offset from 1 to ${c ?? "the number of lines"}.`,
    );
  }
  const m = { invalid: !1 },
    p = a
      .map((k) => Nue(k, m))
      .join(`
`),
    l = _g(p, { maxLines: n.maxLines, maxBytes: n.maxBytes }),
    g = l.truncated,
    y = {
      kind: "text",
      path: t,
      firstLine: o,
      ...(c !== void 0 ? { totalLines: c } : {}),
      ...(m.invalid ? { invalidUtf8: !0 } : {}),
    },
    x = c !== void 0 ? ` of ${c}` : "",
    $ = m.invalid
      ? `

[The file is not valid UTF-8; invalid bytes are shown as \uFFFD.]`
      : "";
  if (l.firstLineExceedsLimit) {
    const k = a[0],
      P = CE(
        p.split(`
`)[0] ?? "",
        n.maxBytes,
        "head",
      ),
      A = Buffer.byteLength(P),
      v = `'${r.path.replaceAll("'", "'\\''")}'`;
    return {
      content: [
        {
          type: "text",
          text: `${P}

[Line ${o} is ${tt(k.length)}, over the ${tt(n.maxBytes)} limit: showing its first ${tt(A)}. See the rest with bash (e.g. \`sed -n '${o}p' ${v} | cut -b ${A + 1}-${A + n.maxBytes}\`), or continue with offset=${o + 1}.]${$}`,
        },
      ],
      details: { ...y, lastLine: o, truncation: { ...Os(l), totalBytes: k.length } },
    };
  }
  let E = o + l.outputLines - 1,
    S = "";
  if (g) {
    const k = l.truncatedBy === "bytes" ? `the ${tt(n.maxBytes)} limit` : `the ${n.maxLines}-line limit`;
    S = `

[Showing lines ${o}-${E}${x} (cut at ${k}). Use offset=${E + 1} to continue.]`;
  } else
    i.moreAfter &&
      (S = `

[${c !== void 0 ? `${c - E} more lines` : "More lines"} in the file. Use offset=${E + 1} to continue.]`);
  return {
    content: [{ type: "text", text: l.content + S + $ }],
    details: { ...y, lastLine: E, ...(g ? { truncation: Os(l) } : {}) },
  };
}
Or();

import { dirname as jue } from "node:path";

var w4 = I.Object({
  path: I.String({ description: "File to write, relative to the working directory or absolute." }),
  content: I.String({ description: "The complete new content of the file." }),
});
function WE(e, t = {}) {
  const r = t.fs ?? sn;
  return nr({
    name: "write",
    label: "Write",
    description:
      "Write a file with the given content, replacing it if it exists and creating missing parent folders. The write is atomic. Use it for new files or complete rewrites; use edit to change part of an existing file.",
    promptSnippet: "write: create a file or replace its whole content",
    promptGuidelines: ["Prefer edit for changes to existing files: write replaces the whole file."],
    parameters: w4,
    async execute(n, o, s) {
      const i = await an(e, o.path, r, t),
        a = new TextEncoder().encode(o.content);
      return Sg(
        i,
        async () => {
          s?.throwIfAborted();
          let c = !1;
          try {
            if ((await r.stat(i)).type === "directory")
              throw Object.assign(new Error("is a directory"), { code: "EISDIR" });
          } catch (m) {
            if (cu(m) !== "ENOENT") throw Rr(m, o.path, "write");
            c = !0;
          }
          try {
            c && (await r.mkdir(jue(i))), await r.writeFile(i, a);
          } catch (m) {
            throw Rr(m, o.path, "write");
          }
          return {
            content: [
              {
                type: "text",
                text: `${c ? "Created" : "Wrote"} ${o.path} (${a.length} bytes${a.length >= 1024 ? `, ${tt(a.length)}` : ""}).`,
              },
            ],
            details: { path: i, bytes: a.length, created: c },
          };
        },
        { fs: r },
      );
    },
  });
}
function S4(e) {
  const t = (o) => e.has(o),
    r = [],
    n = ["grep", "find", "ls"].filter(t);
  return (
    n.length > 0
      ? r.push(
          `Explore the code with ${n.join(", ")} before reaching for a shell: they are faster and their output is bounded.`,
        )
      : t("bash") && r.push("Explore the code through bash with rg, find and ls; keep each command's output small."),
    t("read") && (t("edit") || t("write")) && r.push("Read a file before you change it."),
    t("edit") && r.push("Use edit for targeted changes: its old text must match the file exactly, once."),
    t("write") && r.push("Use write only to create a file or to replace one completely."),
    (t("bash") || t("powershell")) &&
      r.push("Commands run with the user's permissions: avoid destructive commands unless the user asked for them."),
    !t("edit") &&
      !t("write") &&
      !t("bash") &&
      !t("powershell") &&
      r.push("You cannot change files in this session: describe changes instead of claiming to make them."),
    r
  );
}
var Due = [
  "You are a coding agent working in the user's project through the tools listed below.",
  "Work in small verified steps: look at the code, change what the task needs, and check the result.",
  "When something is unclear or a step could lose data, ask before you act.",
  "Answer briefly and name the files you touched.",
].join(`
`);
function que(e) {
  return e.toISOString().slice(0, 10);
}
function T4(e) {
  const t = [],
    r = new Set(e.tools.map((s) => s.name));
  if (e.customPrompt !== void 0) t.push(e.customPrompt.trim());
  else {
    t.push(Due);
    const s = e.tools.map((a) => `- ${a.name}${a.promptSnippet ? `: ${a.promptSnippet}` : ""}`);
    t.push(
      s.length > 0
        ? `Available tools:
${s.join(`
`)}`
        : "Available tools: none.",
    );
    const i = [];
    for (const a of [...e.tools.flatMap((c) => c.promptGuidelines ?? []), ...S4(r)]) {
      const c = a.trim();
      c !== "" && !i.includes(c) && i.push(c);
    }
    i.length > 0 &&
      t.push(`Guidelines:
${i
  .map((a) => `- ${a}`)
  .join(`
`)}`);
  }
  for (const s of e.appendPrompts ?? []) s.trim() !== "" && t.push(s.trim());
  const n = e.contextFiles ?? [];
  if (n.length > 0) {
    const s = n.map(
      (i) => `<context-file path="${i.path}">
${i.content.trim()}
</context-file>`,
    );
    t.push(`Project context (instructions from the user's files; nearer folders come later and take precedence):
${s.join(`
`)}`);
  }
  const o = r.has("read") ? (e.skills ?? []).filter((s) => !s.disableModelInvocation) : [];
  if (o.length > 0) {
    const s = o.map((i) => `- ${i.name}: ${i.description} (${i.path})`);
    t.push(`Skills (when a task matches one, read its file first and follow it; its relative paths start at the skill's folder):
${s.join(`
`)}`);
  }
  return (
    t.push(`Today's date: ${que(e.date)}
Working folder: ${e.cwd}`),
    `${t.join(`

`)}
`
  );
}

import { stat as Uue, readFile as v4 } from "node:fs/promises";
import { resolve as Kue } from "node:path";

async function k4(e, t) {
  const r = Kue(t, e);
  try {
    if ((await Uue(r)).isFile()) return await v4(r, "utf8");
  } catch {}
  return e;
}
async function _4(e, t) {
  try {
    return await v4(e, "utf8");
  } catch (r) {
    const n = r.code;
    n !== "ENOENT" &&
      n !== "ENOTDIR" &&
      t.push({ severity: "warning", source: e, message: `not loaded: ${r.message}` });
    return;
  }
}
async function P4(e) {
  let t = [],
    r = [],
    n;
  if (
    (e.systemPrompt !== void 0
      ? (n = await k4(e.systemPrompt, e.cwd))
      : e.project && (n = await _4(e.project.systemPrompt, t)),
    e.project)
  ) {
    const o = await _4(e.project.appendSystemPrompt, t);
    o !== void 0 && r.push(o);
  }
  for (const o of e.appendSystemPrompt ?? []) r.push(await k4(o, e.cwd));
  return { ...(n !== void 0 ? { customPrompt: n } : {}), appendPrompts: r, diagnostics: t };
}

import { homedir as Gue } from "node:os";
import { join as Bue } from "node:path";

function O4(e, t, r = {}) {
  const n = {
      ...(r.fs ? { fs: r.fs } : {}),
      ...(r.allowedRoots ? { allowedRoots: r.allowedRoots } : {}),
      ...(r.homeDir ? { homeDir: r.homeDir } : {}),
    },
    o = r.spillDir ? { spillDir: r.spillDir } : {},
    s = { ...n, ...o, ...(r.exec ? { exec: r.exec } : {}), ...(r.searchEngine ? { engine: r.searchEngine } : {}) },
    i = {
      ...o,
      ...(r.exec ? { exec: r.exec } : {}),
      ...(r.processes ? { processes: r.processes } : {}),
      ...(r.shellCommandPrefix ? { commandPrefix: r.shellCommandPrefix } : {}),
    };
  return e.map((a) => {
    switch (a) {
      case "read":
        return HE(t, { ...n, ...r.read });
      case "bash": {
        const c = zue(r.shellPath, r.homeDir ?? Gue());
        return RE(t, { ...r.bash, ...i, ...(c ? { shellPath: c } : {}) });
      }
      case "edit":
        return LE(t, n);
      case "write":
        return WE(t, n);
      case "grep":
        return GE(t, s);
      case "find":
        return UE(t, s);
      case "ls":
        return BE(t, { ...n, ...o });
      case "powershell":
        return zE(t, i);
      default: {
        const c = a;
        throw new Error(`unknown built-in tool ${String(c)}`);
      }
    }
  });
}
function zue(e, t) {
  if (e !== void 0) return e === "~" ? t : e.startsWith("~/") ? Bue(t, e.slice(2)) : e;
}
var VE = ["read", "bash", "edit", "write", "grep", "find", "ls", "powershell"],
  C4 = ["read", "bash", "edit", "write"];
function A4(e) {
  let { available: t } = e,
    r = [],
    n = [],
    o = (a) => t.includes(a),
    s = [...(e.defaults ?? C4)].filter(o);
  if (e.resumed !== void 0) {
    const a = e.resumed.filter((c) => !o(c));
    for (const c of a) r.push(Ug(c, "resumed session", t, "warning", "It is no longer available and stays off."));
    s = e.resumed.filter(o);
  } else
    for (const a of e.layers ?? []) {
      const c = a.defaultTools.filter((m) => {
        const { name: p } = pg([m])[0] ?? { name: m };
        return nu(p) || o(p)
          ? !0
          : (r.push(Ug(p, a.source, t, "warning", "This entry of defaultTools is ignored.")), !1);
      });
      (c.length === 0 && a.defaultTools.length > 0) || (s = of(s, c, t).filter(o));
    }
  const i = e.cli ?? {};
  if ((i.noTools === !0 && (s = []), i.tools !== void 0)) {
    const a = hE(i.tools),
      c = pg(a),
      m = c.filter((p) => p.kind === "select");
    m.length > 0 &&
      m.length < c.length &&
      n.push({
        severity: "error",
        source: "--tools",
        message: `mixes tool names (${m.map((p) => p.name).join(", ")}) with +name/-name entries`,
        hint: "Use plain names to replace the set (--tools read,grep) or only +name/-name to change it (--tools +grep,-bash).",
      });
    for (const p of c)
      p.kind !== "select" && nu(p.name)
        ? n.push({
            severity: "error",
            source: "--tools",
            message: `"${p.kind === "add" ? "+" : "-"}${p.name}": +name/-name take exact tool names, not patterns`,
            hint: "Use --exclude-tools for patterns.",
          })
        : !nu(p.name) && !o(p.name) && n.push(Ug(p.name, "--tools", t, "error"));
    n.length === 0 && (s = of(s, a, t));
  }
  for (const a of hE(i.excludeTools ?? [])) {
    if (!nu(a) && !o(a)) {
      n.push(Ug(a, "--exclude-tools", t, "error"));
      continue;
    }
    s = s.filter((c) => !gE(a, c));
  }
  return n.length > 0 ? { ok: !1, diagnostics: n } : { ok: !0, active: t.filter((a) => s.includes(a)), diagnostics: r };
}
function Ug(e, t, r, n, o) {
  const s = gi(e, r),
    i = s === void 0 ? "" : `Did you mean "${s}"? `;
  return {
    severity: n,
    source: t,
    message: `unknown tool "${e}"`,
    hint: `${i}Available tools: ${r.join(", ")}.${o === void 0 ? "" : ` ${o}`}`,
  };
}

import { resolve as Hue } from "node:path";

function R4(e) {
  const t = e.sessionDir ? Hue(e.cwd, e.sessionDir) : rf(e.paths.home, e.cwd),
    r = e.now ? { now: e.now } : {},
    n = () => ({ ok: !0, session: qo.create({ dir: t, cwd: e.cwd, ...r }), resumed: !1, diagnostics: [] }),
    o = (i) => {
      const a = qo.open(i, r);
      return a.ok
        ? { ok: !0, session: a.session, resumed: !0, diagnostics: a.diagnostics }
        : { ok: !1, diagnostics: a.diagnostics };
    },
    s = e.choice;
  switch (s.kind) {
    case "new":
      return n();
    case "memory":
      return { ok: !0, session: qo.create({ cwd: e.cwd, ...r }), resumed: !1, diagnostics: [] };
    case "continue": {
      const i = uE(t);
      return i === void 0 ? n() : o(i.path);
    }
    case "open": {
      const i = fg(s.ref, { dirs: [t], cwd: e.cwd, flag: "--session" });
      return i.ok ? o(i.path) : { ok: !1, diagnostics: [i.diagnostic] };
    }
    case "fork": {
      const i = fg(s.ref, { dirs: [t], cwd: e.cwd, flag: "--fork" });
      if (!i.ok) return { ok: !1, diagnostics: [i.diagnostic] };
      const a = qo.open(i.path, { ...r, repairInterrupted: !1 });
      if (!a.ok) return { ok: !1, diagnostics: a.diagnostics };
      const c = cE(a.session, { dir: t, cwd: e.cwd, ...r });
      return (a.session.close(), { ok: !0, session: c, resumed: !0, diagnostics: a.diagnostics });
    }
    default: {
      const i = s;
      throw new Error(`unknown session choice ${JSON.stringify(i)}`);
    }
  }
}
async function JE(e) {
  const t = e.now ?? (() => new Date()),
    r = await sf({
      cwd: e.cwd,
      env: e.env,
      ...(e.trustOverride ? { trustOverride: e.trustOverride } : {}),
      ...(e.askTrust ? { askTrust: e.askTrust } : {}),
      ...(e.cliSettings ? { cli: e.cliSettings } : {}),
    }),
    { settings: n, home: o } = r,
    s = Ga(e.env),
    i = [...r.diagnostics],
    a = (dt, xf) => ({ ok: !1, exitCode: dt, diagnostics: [...i, ...xf] }),
    c = e.sessionDir ?? n.sessionDir,
    m = e.session ?? { kind: "new" },
    p = () =>
      R4({ choice: m, cwd: e.cwd, paths: o, ...(c ? { sessionDir: c } : {}), ...(e.now ? { now: e.now } : {}) }),
    l = m.kind === "new" ? void 0 : p();
  if (l && !l.ok) return a(2, l.diagnostics);
  l && i.push(...l.diagnostics);
  let g = l?.session.buildContext(),
    y = e.model ?? {},
    x = y.model ?? (g?.model ? `${g.model.provider}/${g.model.modelId}` : void 0),
    $ = y.thinking ?? g?.thinkingLevel,
    E = await cD({
      home: o,
      env: e.env,
      ...(x ? { cliModel: x } : {}),
      ...(y.provider ? { cliProvider: y.provider } : {}),
      ...(y.apiKey ? { cliApiKey: y.apiKey } : {}),
      ...($ ? { cliThinking: $ } : {}),
      ...(n.defaultModel ? { defaultModel: n.defaultModel } : {}),
      ...(n.defaultProvider ? { defaultProvider: n.defaultProvider } : {}),
      defaultThinkingLevel: n.defaultThinkingLevel,
    }),
    S,
    k,
    P,
    A = e.streamFn ?? fm;
  if (E.ok) ({ model: S, thinkingLevel: k, apiKey: P } = E), i.push(...E.diagnostics);
  else if (E.reason === "no-key" && e.fallbackModel && y.model === void 0) {
    const dt = e.fallbackModel;
    i.push({ severity: "info", source: "keel", message: dt.notice }), (S = dt.model), (k = "off"), (A = dt.streamFn);
  } else return a(E.reason === "usage" ? 2 : 1, E.diagnostics);
  const v = r.layers.flatMap((dt) =>
      dt.scope !== "cli" && dt.settings.defaultTools !== void 0
        ? [{ source: dt.source, defaultTools: dt.settings.defaultTools }]
        : [],
    ),
    W = A4({
      available: [...VE],
      layers: v,
      ...(g?.activeTools ? { resumed: g.activeTools } : {}),
      ...(e.tools ? { cli: e.tools } : {}),
    });
  if (!W.ok) return a(2, W.diagnostics);
  i.push(...W.diagnostics);
  const Et = new fu(),
    Rn = O4(VE, e.cwd, {
      processes: Et,
      homeDir: s,
      ...(n.shellPath ? { shellPath: n.shellPath } : {}),
      ...(n.shellCommandPrefix ? { shellCommandPrefix: n.shellCommandPrefix } : {}),
    }),
    Cs = new Map(Rn.map((dt) => [dt.name, dt])),
    Mn = W.active.flatMap((dt) => {
      const xf = Cs.get(dt);
      return xf ? [xf] : [];
    }),
    Nn = r.trusted ? r.project?.paths : void 0,
    Fn = e.resources ?? {},
    [xu, gf, YE, yf] = await Promise.all([
      xD({ keelHome: o.home, cwd: e.cwd, noContextFiles: Fn.noContextFiles === !0 }),
      bD({
        userDir: o.skills,
        ...(Nn ? { projectDir: Nn.skills } : {}),
        settingsPaths: n.skills,
        ...(Fn.skills ? { cliPaths: Fn.skills } : {}),
        noSkills: Fn.noSkills === !0,
      }),
      lD({
        userDir: o.prompts,
        ...(Nn ? { projectDir: Nn.prompts } : {}),
        settingsPaths: n.prompts,
        ...(Fn.promptTemplates ? { cliPaths: Fn.promptTemplates } : {}),
        noPromptTemplates: Fn.noPromptTemplates === !0,
      }),
      P4({
        cwd: e.cwd,
        ...(Nn ? { project: Nn } : {}),
        ...(e.systemPrompt !== void 0 ? { systemPrompt: e.systemPrompt } : {}),
        ...(e.appendSystemPrompt ? { appendSystemPrompt: e.appendSystemPrompt } : {}),
      }),
    ]);
  i.push(...xu.diagnostics, ...gf.diagnostics, ...YE.diagnostics, ...yf.diagnostics);
  const U4 = (dt) =>
      T4({
        tools: dt,
        cwd: e.cwd,
        date: t(),
        contextFiles: xu.files,
        skills: gf.skills,
        ...(yf.customPrompt !== void 0 ? { customPrompt: yf.customPrompt } : {}),
        appendPrompts: yf.appendPrompts,
      }),
    K4 = new mf({
      initialState: { model: S, thinkingLevel: k, tools: Mn, systemPrompt: U4(Mn), messages: g?.messages ?? [] },
      streamFn: A,
      getApiKey: (dt) => (dt === S.provider ? P : void 0),
      toolExecution: n.toolExecution,
      steeringMode: n.steeringMode,
      followUpMode: n.followUpMode,
      streamOptions: { maxRetries: 0 },
    }),
    Gg = l ?? p();
  if (!Gg.ok) return a(2, Gg.diagnostics);
  const Iu = Gg.session;
  return (
    (g?.model?.provider !== S.provider || g.model?.modelId !== S.id) && Iu.appendModelChange(S.provider, S.id),
    Wue(g?.activeTools, W.active) || Iu.appendActiveTools(W.active),
    e.name !== void 0 && Iu.appendSessionInfo(e.name),
    {
      ok: !0,
      session: new fh({
        agent: K4,
        retry: n.retry,
        persistence: {
          appendMessage: (dt) => {
            Iu.appendMessage(dt);
          },
        },
      }),
      store: Iu,
      model: S,
      config: r,
      promptTemplates: YE.templates,
      processes: Et,
      diagnostics: i,
    }
  );
}
function Wue(e, t) {
  return e !== void 0 && e.length === t.length && e.every((r, n) => r === t[n]);
}
async function Kg(e) {
  if (e.isTTY) return;
  const t = [];
  for await (const r of e) t.push(typeof r == "string" ? Buffer.from(r) : r);
  return Buffer.concat(t).toString("utf8");
}
function M4(e, t) {
  const r = e.stdin;
  return (
    e.stderr.write(t),
    new Promise((n) => {
      let o = "",
        s = (a) => {
          r.off("data", i),
            r.setRawMode?.(!1),
            r.pause(),
            e.stderr.write(`
`),
            n(a);
        },
        i = (a) => {
          for (const c of a.toString("utf8")) {
            if (
              c === "\r" ||
              c ===
                `
`
            ) {
              s(o.trim());
              return;
            }
            if (c === "" || c === "") {
              s(void 0);
              return;
            }
            c === "\x7F" || c === "\b" ? (o = o.slice(0, -1)) : (o += c);
          }
        };
      r.setRawMode?.(!0), r.resume(), r.on("data", i);
    })
  );
}
function cn(e, t) {
  for (const r of t)
    e.stderr.write(`${D$(r)}
`);
}
function qr(e, t) {
  return (
    e.stderr.write(`keel: ${t.message}
${
  t.hint
    ? `  ${t.hint}
`
    : ""
}`),
    2
  );
}
async function N4(e, t) {
  const [r, ...n] = e;
  if (r !== "login" && r !== "logout")
    return qr(t, {
      message: r === void 0 ? "keel auth needs login or logout" : `unknown auth command "${r}"`,
      hint: "keel auth login --provider <name> --api-key | keel auth logout --provider <name>",
    });
  const o = hi(
    n,
    [
      { name: "provider", kind: "string", valueName: "name", description: "The provider, e.g. anthropic" },
      { name: "api-key", kind: "boolean", description: "Save an API key (read without echo)" },
    ],
    "keel auth --help",
  );
  if (!o.ok) return qr(t, o.error);
  const s = o.args.flags.provider;
  if (typeof s != "string" || s.trim() === "")
    return qr(t, { message: `keel auth ${r} needs --provider <name>`, hint: "e.g. --provider anthropic" });
  const i = Oo(Po(t.env, t.cwd));
  if (r === "logout") {
    const m = await H$(i.auth, s);
    return m.ok
      ? (t.stdout.write(`removed the saved key of ${s} (if there was one) from ${i.auth}
`),
        0)
      : (cn(t, m.diagnostics), 1);
  }
  if (o.args.flags["api-key"] !== !0)
    return qr(t, {
      message: "keel auth login saves API keys only: add --api-key",
      hint: `keel auth login --provider ${s} --api-key`,
    });
  const a = t.stdin.isTTY ? await M4(t, `API key for ${s}: `) : ((await Kg(t.stdin)) ?? "").trim();
  if (a === void 0 || a === "")
    return (
      t.stderr.write(`keel: no key was entered; nothing was saved.
`),
      1
    );
  const c = await z$(i.auth, s, a);
  return c.ok
    ? (t.stdout.write(`saved the key of ${s} in ${i.auth} (readable by you only)
`),
      0)
    : (cn(t, c.diagnostics),
      t.stderr.write(`keel: ${i.auth} was left unchanged; fix it and run the command again.
`),
      1);
}
async function F4(e, t) {
  const r = Oo(Po(e.env, e.cwd)),
    [n, o] = await Promise.all([gm(r.models), Ba(r.auth)]);
  cn(e, [...n.diagnostics, ...o.diagnostics]);
  const s = { auth: o.entries, env: e.env, modelsJsonKeys: n.apiKeys },
    i = J$(hm(), (a) => ym(a, s), t);
  return (
    e.stdout.write(`${Y$(i)}
`),
    0
  );
}
async function L4(e, t) {
  const r = await sf({ cwd: e.cwd, env: e.env }),
    n = t ?? r.settings.sessionDir ?? rf(r.home.home, e.cwd),
    o = mg(n);
  if (o.length === 0)
    return (
      e.stdout.write(`No sessions yet for ${e.cwd} (in ${n}).
`),
      0
    );
  for (const s of o) {
    const i = s.name ?? s.firstMessage ?? "(no messages)";
    e.stdout.write(`${s.id}  ${s.modifiedAt.toISOString().slice(0, 16).replace("T", " ")}  ${s.entryCount} entries  ${i}
`);
  }
  return (
    e.stdout.write(`
Open one with keel --session <id> (a unique prefix is enough), or the newest with keel -c.
`),
    0
  );
}
async function j4(e, t) {
  const r = R$(e.mode, t.stdin.isTTY === !0, t.stdout.isTTY === !0),
    n = await Kg(t.stdin),
    o = e.positionals.length === 0 && (n === void 0 || n.trim() === ""),
    s = await bh({ positionals: e.positionals, cwd: t.cwd });
  if (!s.ok) return (cn(t, s.diagnostics), 2);
  const i = o ? j$() : void 0,
    a = await JE({
      ...e.session,
      ...(i ? { session: { kind: "memory" }, tools: { tools: [F$.join(",")] } } : {}),
      cwd: t.cwd,
      env: t.env,
      ...(i
        ? {
            fallbackModel: {
              ...i,
              notice:
                "No model or API key is configured, so this is Keel's scripted demo model (no network). Set a key or models.json for the real agent.",
            },
          }
        : {}),
    });
  if ((cn(t, a.diagnostics), !a.ok)) return a.exitCode;
  const { session: c, store: m, processes: p } = a;
  try {
    if (o && a.model !== i?.model)
      return qr(t, {
        message:
          r === "interactive"
            ? "the interactive terminal UI is not part of this version of keel yet: give a prompt"
            : "no prompt: give one as an argument or on stdin",
        hint: 'e.g. keel -p "Explain this repository"  or  git diff | keel -p "Review this change"',
      });
    const l = await bh({
      positionals: o ? [L$] : e.positionals,
      ...(n !== void 0 ? { stdin: n } : {}),
      cwd: t.cwd,
      templates: a.promptTemplates,
    });
    if (!l.ok) return (cn(t, l.diagnostics), 2);
    const g = Vue(c);
    try {
      return r === "json"
        ? await Q$(c, { prompts: l.messages, header: m.header, stdout: t.stdout })
        : await eb(c, { prompts: l.messages, stdout: t.stdout, stderr: t.stderr, verbose: e.verbose || i !== void 0 });
    } finally {
      g();
    }
  } finally {
    await p.killAll(), m.close();
  }
}
function Vue(e) {
  let t = 0,
    r = (n) => {
      t++, t === 1 ? e.abort() : process.exit(n === "SIGINT" ? 130 : 143);
    };
  return (
    process.on("SIGINT", r),
    process.on("SIGTERM", r),
    () => {
      process.off("SIGINT", r), process.off("SIGTERM", r);
    }
  );
}

import { resolve as Jue } from "node:path";

async function D4(e, t, r) {
  const n = hi(
    t,
    [
      { name: "list", kind: "boolean", description: "List saved decisions" },
      { name: "forget", kind: "boolean", description: "Remove the saved decision" },
      { name: "help", short: ["h"], kind: "boolean", description: "Show help" },
    ],
    `keel ${e} --help`,
  );
  if (!n.ok) return qr(r, n.error);
  const { flags: o, positionals: s } = n.args;
  if (o.help)
    return (
      r.stdout.write(`Usage: keel ${e} [path]    (default: the current folder)
       keel trust --list
       keel trust --forget [path]
`),
      0
    );
  if (s.length > 1) return qr(r, { message: `keel ${e} takes one folder; got ${s.length}` });
  const i = Oo(Po(r.env, r.cwd));
  if (o.list) {
    const { entries: p, diagnostics: l } = await dE(i.trust);
    cn(r, l),
      p.length === 0 &&
        r.stdout.write(`No saved decisions in ${i.trust}.
`);
    for (const g of p)
      r.stdout.write(`${g.trusted ? "trusted  " : "untrusted"}  ${g.path}
`);
    return l.some((g) => g.severity === "error") ? 1 : 0;
  }
  const a = Jue(r.cwd, s[0] ?? "."),
    c = o.forget ? await lE(i.trust, a) : await pE(i.trust, a, e === "trust");
  if (!c.ok)
    return (
      cn(r, c.diagnostics),
      r.stderr.write(`keel: ${i.trust} was left unchanged; fix it and run the command again.
`),
      1
    );
  const m = o.forget ? "forgot the decision for" : e === "trust" ? "trusted" : "marked untrusted";
  return (
    r.stdout.write(`${m} ${c.path}
`),
    0
  );
}
function q4() {
  return C$(dm, {
    usage: [
      "keel [options] [--] [@files...] [messages...]",
      "keel trust [path] | keel untrust [path] | keel trust --list",
      "keel auth login --provider <name> --api-key | keel auth logout --provider <name>",
    ],
    commands: [
      { name: "trust [path]", description: "Trust a project's .keel/ config (extensions, skills, settings\u2026)" },
      { name: "untrust [path]", description: "Mark a project untrusted; its .keel/ config never loads" },
      { name: "auth login", description: "Save an API key in $KEEL_HOME/auth.json (read without echo)" },
      { name: "auth logout", description: "Remove a saved API key" },
    ],
    footer: [
      "Examples:",
      '  keel -p "Explain this repository"            print the answer and exit',
      '  git diff | keel -p "Review this change"      piped input comes first in the prompt',
      '  keel --mode json "List the files" > run.jsonl  every event as one JSON line',
      "  keel --model anthropic/claude-sonnet-5-5:high -c   continue the last session with another model",
      "",
      "Keys: --api-key, keel auth login, or the provider's variable (ANTHROPIC_API_KEY, OPENAI_API_KEY, GEMINI_API_KEY\u2026).",
      "Local servers (Ollama, llama.cpp, vLLM, LM Studio): describe them in $KEEL_HOME/models.json.",
      "Environment: KEEL_HOME (default ~/.keel), KEEL_OFFLINE=1, NO_COLOR.",
    ],
  });
}
function Xue() {
  return JSON.parse(Yue(new URL("../package.json", import.meta.url), "utf8")).version;
}
async function Qdt(e, t) {
  const [r, ...n] = e;
  if (r === "trust" || r === "untrust") return D4(r, n, t);
  if (r === "auth") return N4(n, t);
  const o = hi(e, dm, "keel --help");
  if (!o.ok) return qr(t, o.error);
  const s = A$(o.args);
  if (!s.ok) return qr(t, s.error);
  const i = s.request;
  switch (i.kind) {
    case "help":
      return (t.stdout.write(q4()), 0);
    case "version":
      return (
        t.stdout.write(`keel ${Xue()}
`),
        0
      );
    case "list-models":
      return F4(t, i.search);
    case "list-sessions": {
      const a = o.args.flags["session-dir"];
      return L4(t, typeof a == "string" ? a : void 0);
    }
    case "run":
      return j4(i, t);
    default: {
      const a = i;
      throw new Error(`unknown request ${JSON.stringify(a)}`);
    }
  }
}

export { Qdt as runKeel, Xue as keelVersion };
