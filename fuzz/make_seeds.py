#!/usr/bin/env python3
"""make_seeds.py - writes the hand-made part of the fuzz seed corpora (the
rest are files the project writes itself: exported smoke cases, an oracle
file, THRESHOLDS.md and EXPECTED_STATUS.md). Run from the repository root:
    python3 fuzz/make_seeds.py
Each seed is small and reaches one branch of a reader."""
import json, os, struct

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")

def st(header, data=b""):
    h = json.dumps(header, separators=(",", ":")).encode()
    h += b" " * ((8 - len(h) % 8) % 8)
    return struct.pack("<Q", len(h)) + h + data

def put(sub, name, blob):
    d = os.path.join(root, sub)
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, name), "wb") as f:
        f.write(blob if isinstance(blob, bytes) else blob.encode())

# safetensors: each dtype, a scalar, metadata, empty header, overlapping offsets
put("safetensors", "empty_header", st({}))
put("safetensors", "metadata_only", st({"__metadata__": {"model": "rglru", "case": "x"}}))
put("safetensors", "scalar_f32", st({"s": {"dtype": "F32", "shape": [], "data_offsets": [0, 4]}}, b"\0\0\x80\x3f"))
put("safetensors", "bf16_2x2", st({"a": {"dtype": "BF16", "shape": [2, 2], "data_offsets": [0, 8]}}, b"\x80\x3f" * 4))
put("safetensors", "f64_i32", st({"d": {"dtype": "F64", "shape": [1], "data_offsets": [0, 8]},
                                  "i": {"dtype": "I32", "shape": [2], "data_offsets": [8, 16]}}, b"\0" * 16))
put("safetensors", "overlap", st({"a": {"dtype": "F32", "shape": [2], "data_offsets": [0, 8]},
                                  "b": {"dtype": "F32", "shape": [2], "data_offsets": [4, 12]}}, b"\0" * 12))
put("safetensors", "huge_shape", st({"a": {"dtype": "F32", "shape": [4294967296, 4294967296], "data_offsets": [0, 0]}}))

# THRESHOLDS.md: a minimal table, CRLF, report rows, a bad number
tbl = ("| key | marginal | fail | cap | rationale |\n|---|---|---|---|---|\n"
       "| rglru.y.rel_l2 | 4.4e-3 | 5.9e-3 | 7.9e-3 | R-REL-BF |\n"
       "| rglru.y.max_ulp | report | report | report | R-ULP |\n"
       "| samu.dnu.model_ulp | 32 | 128 | 512 | R-MODEL |\n")
put("thresholds", "small", tbl)
put("thresholds", "crlf", tbl.replace("\n", "\r\n"))
put("thresholds", "bad_number", tbl.replace("5.9e-3", "5.9e-3x"))
put("thresholds", "nan", tbl.replace("5.9e-3", "nan"))

# EXPECTED_STATUS.md: a quarantine row, wildcards, a bad status
ex = ("| backend | set | case | status | reason | evidence |\n|---|---|---|---|---|---|\n"
      "| cpu.canonical_f32 | ci | rg_long_16k | QUARANTINED | why | reports/evidence/rg_long_16k/report.md |\n"
      "| * | * | * | PASS | | |\n")
put("expected", "small", ex)
put("expected", "bad_status", ex.replace("PASS |", "PASSED |"))
put("expected", "outside", ex.replace("reports/evidence", "../../etc"))

# table CSV (tables/sg_tables.h): a small table, CRLF, nan/inf/0 values, a bad
# number, a duplicate row, a missing column, another version
tab = ("# scangate table v1\n# command: scangate table --set ci\n# commit: 0123abc\n# seed: 20261129\n"
       "model,regime,B,D,L,backend,quantity,metric,value,verdict\n"
       "rglru,init,1,1024,2048,cpu.canonical_f32,y,rel_l2,0.0011234567890123457,PASS\n"
       "rglru,init,1,1024,4096,cpu.canonical_f32,y,rel_l2,0.0021,MARGINAL\n"
       "samu,near1,2,38,83,cpu.samu_hybrid,dw_phi,max_ulp,3.5,report\n")
put("table", "small", tab)
put("table", "crlf", tab.replace("\n", "\r\n"))
put("table", "special_values", tab.replace("3.5,report", "nan,FAIL") + "rglru,init,1,1024,8192,cpu.canonical_f32,y,rel_l2,inf,FAIL\n"
    + "rglru,init,1,1024,16384,cpu.canonical_f32,y,rel_l2,0,PASS\n")
put("table", "bad_number", tab.replace("0.0021", "0.00.21"))
put("table", "duplicate", tab + "rglru,init,1,1024,2048,cpu.canonical_f32,y,rel_l2,1,FAIL\n")
put("table", "missing_column", tab.replace(",verdict\n", "\n"))
put("table", "v2", tab.replace("v1", "v2"))

# The writers' harnesses (gnuplot, cheader, markdown): NUL-separated hostile
# names (sg_fuzz_fields), the findings they guard against and plain names.
def fields(*xs):
    return b"\0".join(x if isinstance(x, bytes) else x.encode() for x in xs)

put("gnuplot", "plain", fields("0123abc", "20261129", "scangate table --model rglru", "tables/t.csv", "THRESHOLDS.md", "y"))
put("gnuplot", "backquotes", fields("`touch /tmp/x`", "`id`", "cmd `x` \\", "t`touch y`.csv", "T`z`.md", "y`q`"))
put("gnuplot", "quotes", fields("it's \"quoted\" \\", "'''", "a''''b", "'\"'\"", "x'", "q'"))
put("gnuplot", "controls", fields(b"new\nline\r\x1b[31m\x7f", b"\xc2\x9b\xff", b"tab\there\\", b"a\\\nb", b"#c", b"EOD"))
put("gnuplot", "macros", fields("@foo $x ${y}", "$(id)", "; system('id')", "\" . system('id') . \"", "x", "y"))
put("cheader", "plain", fields("rglru", "cpu.rglru_chunk16_serial", "cpu.canonical_f32"))
put("cheader", "inject", fields("rglru", "x\",0,0}};int pwned=1;/*", "cpu.canonical_f32"))
put("cheader", "trigraph", fields("samu", "cpu.a??/", "ext.b??="))
put("cheader", "model_inject", fields("rglru\",0}};int p;/*", "cpu.x", "cpu.y"))
put("cheader", "controls", fields(b"rglru", b"cpu.\x1b[31m", b"ext.ok_name.v2"))
put("cheader", "utf8", fields("rglru", "cpu.caf\u00e9", "ext.\u202e"))
put("markdown", "plain", fields("cpu.canonical_f32", "rg_clip", "the clip regime", "y"))
put("markdown", "pipes", fields("a|b", "c\\|d", "|", "q|"))
put("markdown", "ticks", fields("`x`", "``", "a\\`b", "\\"))
put("markdown", "controls", fields(b"\x1b[2J", b"new\nline| x |", b"\xc2\x9b\xff", b"\x7f\\"))
