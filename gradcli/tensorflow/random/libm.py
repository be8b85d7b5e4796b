"""The C library's ``logf``, ``sincosf`` and ``log`` as glibc computes them, bit for bit, in vectorised numpy.

TensorFlow's Box-Muller transforms call the C library: ``logf`` and
``sincosf`` for float32 normals, ``log`` and ``sincos`` for float64.  On
Linux that is glibc (>= 2.28), whose logf/sincosf/log are ARM's
optimized-routines algorithms: table + polynomial evaluations whose results
are *not* correctly rounded (logf 0.82 ulp, sinf/cosf 0.56 ulp, log 0.52 ulp),
so computing log/sin/cos accurately disagrees with TensorFlow on ~1% of
float32 normals.  Transcribing the algorithms reproduces them exactly.
(glibc's double sin/cos are IBM's; numpy's float64 sin/cos already agree
with them on Linux, so they are not transcribed.)

Transcribed from ARM-software/optimized-routines (commit e17e986), files
``math/logf.c``, ``math/logf_data.c``, ``math/sincosf.{c,h}``,
``math/sincosf_data.c``, ``math/log.c``, ``math/log_data.c``; Copyright (c)
2017-2025 Arm Limited, licensed ``MIT OR Apache-2.0 WITH LLVM-exception``.
glibc carries the same algorithms in ``sysdeps/ieee754/{flt-32/e_logf,
flt-32/s_sincosf,dbl-64/e_log}.c``; this is a reimplementation of the
algorithms from ARM's sources, and no glibc (LGPL) code is copied: glibc's
results are only what it is checked against.

x86-64 glibc runs FMA builds of these files (``e_log-fma.c``...) on
FMA-capable CPUs.  In ``log`` the compiler's fused multiply-adds change the
result, so ``log`` emulates, exactly, each fma that GCC 12 forms at -O2
-mfma (read off the disassembly); it agrees with glibc 2.36 on 2e7 inputs.
``logf``/``sincosf`` use no fma and agree with glibc's FMA build on every
input Box-Muller can produce (2^23 each, checked exhaustively).

Only the argument ranges Box-Muller produces are supported: ``logf`` on
normal positive floats, ``sincosf`` on ``0 <= y < 120`` (the fast reduction),
``log`` on normal positive doubles.
"""

from __future__ import annotations

import numpy as np

from gradcli.tensorflow.kernels.exact import fma64

# --- logf (LOGF_TABLE_BITS = 4, LOGF_POLY_ORDER = 4) ---------------------

_LOGF_INVC = np.array([float.fromhex(h) for h in (
    "0x1.661ec79f8f3bep+0", "0x1.571ed4aaf883dp+0", "0x1.49539f0f010bp+0",
    "0x1.3c995b0b80385p+0", "0x1.30d190c8864a5p+0", "0x1.25e227b0b8eap+0",
    "0x1.1bb4a4a1a343fp+0", "0x1.12358f08ae5bap+0", "0x1.0953f419900a7p+0",
    "0x1p+0", "0x1.e608cfd9a47acp-1", "0x1.ca4b31f026aap-1",
    "0x1.b2036576afce6p-1", "0x1.9c2d163a1aa2dp-1", "0x1.886e6037841edp-1",
    "0x1.767dcf5534862p-1")])
_LOGF_LOGC = np.array([float.fromhex(h) for h in (
    "-0x1.57bf7808caadep-2", "-0x1.2bef0a7c06ddbp-2", "-0x1.01eae7f513a67p-2",
    "-0x1.b31d8a68224e9p-3", "-0x1.6574f0ac07758p-3", "-0x1.1aa2bc79c81p-3",
    "-0x1.a4e76ce8c0e5ep-4", "-0x1.1973c5a611cccp-4", "-0x1.252f438e10c1ep-5",
    "0x0p+0", "0x1.aa5aa5df25984p-5", "0x1.c5e53aa362eb4p-4",
    "0x1.526e57720db08p-3", "0x1.bc2860d22477p-3", "0x1.1058bc8a07ee1p-2",
    "0x1.4043057b6ee09p-2")])
_LOGF_LN2 = float.fromhex("0x1.62e42fefa39efp-1")
_LOGF_A0, _LOGF_A1, _LOGF_A2 = (float.fromhex(h) for h in (
    "-0x1.00ea348b88334p-2", "0x1.5575b0be00b6ap-2", "-0x1.ffffef20a4123p-2"))
# x = 2^k z with z in [OFF, 2*OFF]; the table index comes from z's top bits.
_LOGF_OFF = np.uint32(0x3F330000)


def logf(x: np.ndarray) -> np.ndarray:
    """glibc ``logf`` for positive normal float32 ``x`` (not 1.0, inf, nan)."""
    ix = np.asarray(x, dtype=np.float32).view(np.uint32)
    tmp = ix - _LOGF_OFF                                   # wraps like uint32_t
    table_index = ((tmp >> np.uint32(19)) & np.uint32(15)).astype(np.intp)
    k = tmp.view(np.int32) >> np.int32(23)                 # arithmetic shift
    z = (ix - (tmp & np.uint32(0xFF800000))).view(np.float32).astype(np.float64)
    r = z * _LOGF_INVC[table_index] - 1.0
    y0 = _LOGF_LOGC[table_index] + k.astype(np.float64) * _LOGF_LN2
    r2 = r * r
    y = _LOGF_A1 * r + _LOGF_A2
    y = _LOGF_A0 * r2 + y
    y = y * r2 + (y0 + r)
    return y.astype(np.float32)


# --- sincosf ---------------------------------------------------------------

# __sincosf_table[0].  Entry [1] (used when n & 2) only negates c0..c4, which
# negates the cosine polynomial's value exactly: applied at the end instead.
_HPI_INV = float.fromhex("0x1.45F306DC9C883p+23")  # 2/pi * 2^24 (no TOINT_INTRINSICS on x86)
_HPI = float.fromhex("0x1.921FB54442D18p0")
_C0, _C1, _C2, _C3, _C4 = (float.fromhex(h) for h in (
    "0x1p0", "-0x1.ffffffd0c621cp-2", "0x1.55553e1068f19p-5",
    "-0x1.6c087e89a359dp-10", "0x1.99343027bf8c3p-16"))
_S1, _S2, _S3 = (float.fromhex(h) for h in (
    "-0x1.555545995a603p-3", "0x1.1107605230bc4p-7", "-0x1.994eb3774cf24p-13"))

# Thresholds compare "abstop12": exponent and top 3 mantissa bits.
_TOP12_PIO4 = 0x3F4    # abstop12(0x1.921FB6p-1f)
_TOP12_TINY = 0x398    # abstop12(0x1p-12f)


def _abstop12(y: np.ndarray) -> np.ndarray:
    return (y.view(np.uint32) >> np.uint32(20)) & np.uint32(0x7FF)


def _sincosf_poly(x, x2):
    """``sincosf_poly`` before the quadrant swap: (sine poly, cosine poly) doubles."""
    x4 = x2 * x2
    x3 = x2 * x
    c2 = _C3 + x2 * _C4
    s1 = _S2 + x2 * _S3
    c1 = _C0 + x2 * _C1
    x5 = x3 * x2
    x6 = x4 * x2
    s = x + x3 * _S1
    c = c1 + x4 * _C2
    return s + x5 * s1, c + x6 * c2


def sincosf(y: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """glibc ``sincosf`` for float32 ``0 <= y < 120``: (sin y, cos y) float32.

    (Larger or negative arguments take paths not transcribed: not checked.)
    """
    y = np.asarray(y, dtype=np.float32)
    top12 = _abstop12(y)
    x = y.astype(np.float64)
    # reduce_fast: n = nearest quadrant, x - n * pi/2; no reduction below ~pi/4.
    quadrant = ((x * _HPI_INV).astype(np.int32) + np.int32(0x800000)) >> np.int32(24)
    quadrant[top12 < _TOP12_PIO4] = 0
    reduced = x - quadrant * _HPI
    negate_sine = ((quadrant ^ (quadrant >> 1)) & 1).astype(bool)   # sign[n & 3]
    sine, cosine = _sincosf_poly(np.where(negate_sine, -reduced, reduced), reduced * reduced)
    cosine = np.where(quadrant & 2, -cosine, cosine)
    odd = (quadrant & 1).astype(bool)                                # swap sin/cos
    sin_y = np.where(odd, cosine, sine).astype(np.float32)
    cos_y = np.where(odd, sine, cosine).astype(np.float32)
    tiny = top12 < _TOP12_TINY                                       # |y| < 2^-12
    sin_y[tiny] = y[tiny]
    cos_y[tiny] = np.float32(1.0)
    return sin_y, cos_y


# --- log (LOG_TABLE_BITS = 7, LOG_POLY_ORDER = 6, LOG_POLY1_ORDER = 12) -----

_LOG_TABLE = np.array([[float.fromhex(invc), float.fromhex(logc)] for invc, logc in (
    ("0x1.734f0c3e0de9fp+0", "-0x1.7cc7f79e69p-2"),
    ("0x1.713786a2ce91fp+0", "-0x1.76feec20dp-2"),
    ("0x1.6f26008fab5ap+0", "-0x1.713e31351ep-2"),
    ("0x1.6d1a61f138c7dp+0", "-0x1.6b85b382878p-2"),
    ("0x1.6b1490bc5b4d1p+0", "-0x1.65d55908078p-2"),
    ("0x1.69147332f0cbap+0", "-0x1.602d07618p-2"),
    ("0x1.6719f18224223p+0", "-0x1.5a8ca86909p-2"),
    ("0x1.6524f99a51ed9p+0", "-0x1.54f4356035p-2"),
    ("0x1.63356aa8f24c4p+0", "-0x1.4f637c36b4p-2"),
    ("0x1.614b36b9ddc14p+0", "-0x1.49da7fda85p-2"),
    ("0x1.5f66452c65c4cp+0", "-0x1.445923989a8p-2"),
    ("0x1.5d867b5912c4fp+0", "-0x1.3edf439b0b8p-2"),
    ("0x1.5babccb5b90dep+0", "-0x1.396ce448f7p-2"),
    ("0x1.59d61f2d91a78p+0", "-0x1.3401e17bdap-2"),
    ("0x1.5805612465687p+0", "-0x1.2e9e2ef468p-2"),
    ("0x1.56397cee76bd3p+0", "-0x1.2941b3830ep-2"),
    ("0x1.54725e2a77f93p+0", "-0x1.23ec58cda88p-2"),
    ("0x1.52aff42064583p+0", "-0x1.1e9e129279p-2"),
    ("0x1.50f22dbb2bddfp+0", "-0x1.1956d2b48f8p-2"),
    ("0x1.4f38f4734ded7p+0", "-0x1.141679ab9f8p-2"),
    ("0x1.4d843cfde284p+0", "-0x1.0edd094ef98p-2"),
    ("0x1.4bd3ec078a3c8p+0", "-0x1.09aa518db1p-2"),
    ("0x1.4a27fc3e0258ap+0", "-0x1.047e65263b8p-2"),
    ("0x1.4880524d48434p+0", "-0x1.feb224586fp-3"),
    ("0x1.46dce1b192d0bp+0", "-0x1.f474a7517bp-3"),
    ("0x1.453d9d3391854p+0", "-0x1.ea4443d103p-3"),
    ("0x1.43a2744b4845ap+0", "-0x1.e020d44e9bp-3"),
    ("0x1.420b54115f8fbp+0", "-0x1.d60a22977fp-3"),
    ("0x1.40782da3ef4b1p+0", "-0x1.cc00104959p-3"),
    ("0x1.3ee8f5d57fe8fp+0", "-0x1.c202956891p-3"),
    ("0x1.3d5d9a00b4ce9p+0", "-0x1.b81178d811p-3"),
    ("0x1.3bd60c010c12bp+0", "-0x1.ae2c9ccd3dp-3"),
    ("0x1.3a5242b75dab8p+0", "-0x1.a45402e129p-3"),
    ("0x1.38d22cd9fd002p+0", "-0x1.9a877681dfp-3"),
    ("0x1.3755bc5847a1cp+0", "-0x1.90c6d69483p-3"),
    ("0x1.35dce49ad36e2p+0", "-0x1.87120a645cp-3"),
    ("0x1.34679984dd44p+0", "-0x1.7d68fb4143p-3"),
    ("0x1.32f5cceffcb24p+0", "-0x1.73cb83c627p-3"),
    ("0x1.3187775a10d49p+0", "-0x1.6a39a9b376p-3"),
    ("0x1.301c8373e399p+0", "-0x1.60b3154b7ap-3"),
    ("0x1.2eb4ebb95f841p+0", "-0x1.5737d76243p-3"),
    ("0x1.2d50a0219a9d1p+0", "-0x1.4dc7b8fc23p-3"),
    ("0x1.2bef9a8b7fd2ap+0", "-0x1.4462c51d2p-3"),
    ("0x1.2a91c7a0c1babp+0", "-0x1.3b08abc83p-3"),
    ("0x1.293726014b53p+0", "-0x1.31b996b49p-3"),
    ("0x1.27dfa5757a1f5p+0", "-0x1.2875490a44p-3"),
    ("0x1.268b39b1d3bbfp+0", "-0x1.1f3b9f879ap-3"),
    ("0x1.2539d838ff5bdp+0", "-0x1.160c8252cap-3"),
    ("0x1.23eb7aac9083bp+0", "-0x1.0ce7f57f72p-3"),
    ("0x1.22a012ba940b6p+0", "-0x1.03cdc49feap-3"),
    ("0x1.2157996cc4132p+0", "-0x1.f57bdbc4b8p-4"),
    ("0x1.201201dd2fc9bp+0", "-0x1.e370896404p-4"),
    ("0x1.1ecf4494d480bp+0", "-0x1.d17983ef94p-4"),
    ("0x1.1d8f5528f6569p+0", "-0x1.bf9674ed8ap-4"),
    ("0x1.1c52311577e7cp+0", "-0x1.adc79202f6p-4"),
    ("0x1.1b17c74cb26e9p+0", "-0x1.9c0c3e7288p-4"),
    ("0x1.19e010c2c1ab6p+0", "-0x1.8a646b372cp-4"),
    ("0x1.18ab07bb670bdp+0", "-0x1.78d01b3acp-4"),
    ("0x1.1778a25efbcb6p+0", "-0x1.674f14538p-4"),
    ("0x1.1648d354c31dap+0", "-0x1.55e0e6d878p-4"),
    ("0x1.151b990275fddp+0", "-0x1.4485cdea1ep-4"),
    ("0x1.13f0ea432d24cp+0", "-0x1.333d94d6aap-4"),
    ("0x1.12c8b7210f9dap+0", "-0x1.22079f8c56p-4"),
    ("0x1.11a3028ecb531p+0", "-0x1.10e4698622p-4"),
    ("0x1.107fbda8434afp+0", "-0x1.ffa6c6ad2p-5"),
    ("0x1.0f5ee0f4e6bb3p+0", "-0x1.dda8d4a774p-5"),
    ("0x1.0e4065d2a9fcep+0", "-0x1.bbcece485p-5"),
    ("0x1.0d244632ca521p+0", "-0x1.9a1894012cp-5"),
    ("0x1.0c0a77ce2981ap+0", "-0x1.788583302cp-5"),
    ("0x1.0af2f83c636d1p+0", "-0x1.5715e67d68p-5"),
    ("0x1.09ddb98a01339p+0", "-0x1.35c8a49658p-5"),
    ("0x1.08cabaf52e7dfp+0", "-0x1.149e364154p-5"),
    ("0x1.07b9f2f4e28fbp+0", "-0x1.e72c082eb8p-6"),
    ("0x1.06ab58c358f19p+0", "-0x1.a55f152528p-6"),
    ("0x1.059eea5ecf92cp+0", "-0x1.63d62cf818p-6"),
    ("0x1.04949cdd12c9p+0", "-0x1.228fb8caap-6"),
    ("0x1.038c6c6f0ada9p+0", "-0x1.c317b20f9p-7"),
    ("0x1.02865137932a9p+0", "-0x1.419355daap-7"),
    ("0x1.0182427ea7348p+0", "-0x1.81203c2ecp-8"),
    ("0x1.008040614b195p+0", "-0x1.004097924p-9"),
    ("0x1.fe01ff726fa1ap-1", "0x1.feff3849p-9"),
    ("0x1.fa11cc261ea74p-1", "0x1.7dc41353dp-7"),
    ("0x1.f6310b081992ep-1", "0x1.3cea3c4c28p-6"),
    ("0x1.f25f63ceeadcdp-1", "0x1.b9fc11489p-6"),
    ("0x1.ee9c8039113e7p-1", "0x1.1b0d8ce11p-5"),
    ("0x1.eae8078cbb1abp-1", "0x1.58a5bd001cp-5"),
    ("0x1.e741aa29d0c9bp-1", "0x1.95c8340d88p-5"),
    ("0x1.e3a91830a99b5p-1", "0x1.d276aef578p-5"),
    ("0x1.e01e009609a56p-1", "0x1.07598e598cp-4"),
    ("0x1.dca01e577bb98p-1", "0x1.253f5e30d2p-4"),
    ("0x1.d92f20b7c9103p-1", "0x1.42edd8b38p-4"),
    ("0x1.d5cac66fb5ccep-1", "0x1.606598757cp-4"),
    ("0x1.d272caa5ede9dp-1", "0x1.7da76356ap-4"),
    ("0x1.cf26e3e6b2ccdp-1", "0x1.9ab434e1c6p-4"),
    ("0x1.cbe6da2a77902p-1", "0x1.b78c7bb0d6p-4"),
    ("0x1.c8b266d37086dp-1", "0x1.d431332e72p-4"),
    ("0x1.c5894bd5d5804p-1", "0x1.f0a3171de6p-4"),
    ("0x1.c26b533bb9f8cp-1", "0x1.067152b914p-3"),
    ("0x1.bf583eeece73fp-1", "0x1.147858292bp-3"),
    ("0x1.bc4fd75db96c1p-1", "0x1.2266ecdca3p-3"),
    ("0x1.b951e0c864a28p-1", "0x1.303d7a6c55p-3"),
    ("0x1.b65e2c5ef3e2cp-1", "0x1.3dfc33c331p-3"),
    ("0x1.b374867c9888bp-1", "0x1.4ba366b7a8p-3"),
    ("0x1.b094b211d304ap-1", "0x1.5933928d1fp-3"),
    ("0x1.adbe885f2ef7ep-1", "0x1.66acd2418fp-3"),
    ("0x1.aaf1d31603da2p-1", "0x1.740f8ec669p-3"),
    ("0x1.a82e63fd358a7p-1", "0x1.815c0f51afp-3"),
    ("0x1.a5740ef09738bp-1", "0x1.8e92954f68p-3"),
    ("0x1.a2c2a90ab4b27p-1", "0x1.9bb3602f84p-3"),
    ("0x1.a01a01393f2d1p-1", "0x1.a8bed1c2cp-3"),
    ("0x1.9d79f24db3c1bp-1", "0x1.b5b515c01dp-3"),
    ("0x1.9ae2505c7b19p-1", "0x1.c2967ccbccp-3"),
    ("0x1.9852ef297ce2fp-1", "0x1.cf635d5486p-3"),
    ("0x1.95cbaeea44b75p-1", "0x1.dc1bd3446cp-3"),
    ("0x1.934c69de74838p-1", "0x1.e8c01b8cfep-3"),
    ("0x1.90d4f2f6752e6p-1", "0x1.f5509c0179p-3"),
    ("0x1.8e6528effd79dp-1", "0x1.00e6c121fb8p-2"),
    ("0x1.8bfce9fcc007cp-1", "0x1.071b80e93dp-2"),
    ("0x1.899c0dabec30ep-1", "0x1.0d46b9e867p-2"),
    ("0x1.87427aa2317fbp-1", "0x1.13687334bdp-2"),
    ("0x1.84f00acb39a08p-1", "0x1.1980d672348p-2"),
    ("0x1.82a49e8653e55p-1", "0x1.1f8ffe0cc8p-2"),
    ("0x1.8060195f4026p-1", "0x1.2595fd76368p-2"),
    ("0x1.7e22563e0a329p-1", "0x1.2b9300914a8p-2"),
    ("0x1.7beb377dcb5adp-1", "0x1.3187210436p-2"),
    ("0x1.79baa679725c2p-1", "0x1.377266dec18p-2"),
    ("0x1.77907f2170657p-1", "0x1.3d54ffbaf3p-2"),
    ("0x1.756cadbd6130cp-1", "0x1.432eee32fep-2"),
)])
_LOG_INVC, _LOG_LOGC = _LOG_TABLE[:, 0], _LOG_TABLE[:, 1]
_LOG_LN2HI = float.fromhex("0x1.62e42fefa38p-1")
_LOG_LN2LO = float.fromhex("0x1.ef35793c7673p-45")
_LOG_A = [float.fromhex(h) for h in (
    "-0x1.0000000000001p-1", "0x1.555555551305bp-2", "-0x1.fffffffeb459p-3",
    "0x1.999b324f10111p-3", "-0x1.55575e506c89fp-3",
)]
_LOG_B = [float.fromhex(h) for h in (
    "-0x1p-1", "0x1.5555555555577p-2", "-0x1.ffffffffffdcbp-3",
    "0x1.999999995dd0cp-3", "-0x1.55555556745a7p-3", "0x1.24924a344de3p-3",
    "-0x1.fffffa4423d65p-4", "0x1.c7184282ad6cap-4", "-0x1.999eb43b068ffp-4",
    "0x1.78182f7afd085p-4", "-0x1.5521375d145cdp-4",
)]
_LOG_OFF = np.uint64(0x3FE6000000000000)
# Inputs within [1 - 2^-4, 1 + 0x1.09p-4) take the dedicated near-1 polynomial.
_LOG_NEAR_ONE_LOW = np.uint64(0x3FEE000000000000)               # asuint64(1.0 - 0x1p-4)
_LOG_NEAR_ONE_SPAN = np.uint64(0x3FF1080000000000) - _LOG_NEAR_ONE_LOW


def _log_near_one(x):
    """``log``'s branch for x near 1: log1p(r) with r = x - 1 (exact)."""
    b = _LOG_B
    r = x - 1.0
    r2 = r * r
    r3 = r * r2
    inner = fma64(r3, b[10], fma64(r2, b[9], fma64(r, b[8], b[7])))
    inner = fma64(r3, inner, fma64(r2, b[6], fma64(r, b[5], b[4])))
    inner = fma64(r3, inner, fma64(r2, b[3], fma64(r, b[2], b[1])))
    # -r^2/2 split so that its high part is exact (rhi has 26 bits).
    w = r * 2.0**27
    r_high = r + w - w
    r_low = r - r_high
    w = r_high * r_high * b[0]
    high = r + w
    low = r - high + w
    low = fma64(b[0] * r_low, r_high + r, low)
    # "y = r3 * inner; y += lo;" -- GCC fuses the two into one fma.
    return fma64(r3, inner, low) + high


def _log_general(ix):
    """``log``'s main branch: x = 2^k z, log(x) = log1p(z/c - 1) + log(c) + k ln2."""
    a = _LOG_A
    tmp = ix - _LOG_OFF
    table_index = ((tmp >> np.uint64(45)) % np.uint64(128)).astype(np.intp)
    k = tmp.view(np.int64) >> np.int64(52)
    z = (ix - (tmp & np.uint64(0xFFF << 52))).view(np.float64)
    r = fma64(z, _LOG_INVC[table_index], -1.0)
    kd = k.astype(np.float64)
    w = kd * _LOG_LN2HI + _LOG_LOGC[table_index]       # exact: Ln2hi has 42 bits
    high = w + r
    low = fma64(kd, _LOG_LN2LO, w - high + r)
    r2 = r * r
    polynomial = fma64(r2, fma64(r, a[4], a[3]), fma64(r, a[2], a[1]))
    y = fma64(r * r2, polynomial, fma64(r2, a[0], low))
    return y + high


def log(x: np.ndarray) -> np.ndarray:
    """glibc ``log`` (FMA build) for positive normal float64 ``x``."""
    x = np.asarray(x, dtype=np.float64)
    ix = x.view(np.uint64)
    near_one = (ix - _LOG_NEAR_ONE_LOW) < _LOG_NEAR_ONE_SPAN
    result = np.empty_like(x)
    result[near_one] = _log_near_one(x[near_one])
    result[~near_one] = _log_general(ix[~near_one])
    return result
