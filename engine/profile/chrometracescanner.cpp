// SPDX-License-Identifier: MIT
#include "chrometracescanner.h"

#include "profilereader.h"

#include <QtEndian>
#include <bit>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#define LOWERSCOPE_SSE2_STRINGS 1
#endif

namespace Lowerscope::Internal {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// The first byte from P on that is no decimal digit, or END; eight bytes at a time (a byte is a digit when
// its high nibble is 3 and adding 6 keeps it so; a carry out of a non-digit only ever flags bytes after it).
const char *digitsEnd(const char *p, const char *end)
{
    while (end - p >= 8) {
        quint64 w;
        std::memcpy(&w, p, 8);
        w = qFromLittleEndian(w); // the first byte in the lowest bits
        const quint64 high = 0xf0f0f0f0f0f0f0f0ull, three = 0x3030303030303030ull;
        const quint64 other = ((w & high) ^ three) | (((w + 0x0606060606060606ull) & high) ^ three);
        if (other != 0)
            return p + (std::countr_zero(other) >> 3);
        p += 8;
    }
    while (p < end && isDigit(*p))
        ++p;
    return p;
}

// The first '"', '\\' or control character from P on, or END: sixteen bytes at a time where SSE2 is there.
const char *stringStop(const char *p, const char *end)
{
#ifdef LOWERSCOPE_SSE2_STRINGS
    const __m128i quote = _mm_set1_epi8('"');
    const __m128i backslash = _mm_set1_epi8('\\');
    const __m128i control = _mm_set1_epi8(0x1f);
    while (end - p >= 16) {
        const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i *>(p));
        const __m128i stop = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, quote), _mm_cmpeq_epi8(v, backslash)),
            _mm_cmpeq_epi8(_mm_max_epu8(v, control), control)); // unsigned v <= 0x1f
        if (const int mask = _mm_movemask_epi8(stop))
            return p + std::countr_zero(unsigned(mask));
        p += 16;
    }
#endif
    for (; p < end; ++p)
        if (*p == '"' || *p == '\\' || uchar(*p) < 0x20)
            return p;
    return end;
}

bool hex4(const char *p, const char *end, uint &out)
{
    if (end - p < 4)
        return false;
    out = 0;
    for (int i = 0; i < 4; ++i) {
        const char c = p[i];
        const uint d = isDigit(c)    ? uint(c - '0')
            : (c >= 'a' && c <= 'f') ? uint(c - 'a' + 10)
            : (c >= 'A' && c <= 'F') ? uint(c - 'A' + 10)
                                     : 16u;
        if (d > 15)
            return false;
        out = out * 16 + d;
    }
    return true;
}

void appendUtf8(QByteArray &out, uint cp)
{
    if (cp < 0x80) {
        out += char(cp);
    } else if (cp < 0x800) {
        out += char(0xC0 | (cp >> 6));
        out += char(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        out += char(0xE0 | (cp >> 12));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    } else {
        out += char(0xF0 | (cp >> 18));
        out += char(0x80 | ((cp >> 12) & 0x3F));
        out += char(0x80 | ((cp >> 6) & 0x3F));
        out += char(0x80 | (cp & 0x3F));
    }
}

// As ChromeTraceParser writes strings into captured argument text.
void appendEscaped(QByteArray &out, QByteArrayView text)
{
    out += '"';
    qsizetype from = 0;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == '"' || text[i] == '\\') {
            out += text.sliced(from, i - from);
            out += '\\';
            from = i;
        }
    }
    out += text.sliced(from);
    out += '"';
}

} // namespace

ChromeTraceScanner::ChromeTraceScanner(QByteArrayView data, ScanChunkQueue &queue, const JobControl &control, Refill refill)
    : m_begin(data.data())
    , m_end(data.data() + data.size())
    , m_dataEnd(m_end)
    , m_refill(std::move(refill))
    , m_p(data.data())
    , m_queue(queue)
    , m_control(control)
{
    if (m_refill)
        m_end = m_refill(m_begin);
}

ChromeTraceScanner::Result ChromeTraceScanner::run()
{
    if (!skipWs())
        return Result::Unsupported;
    bool ok = false;
    if (*m_p == '{')
        ok = topObject();
    else if (*m_p == '[')
        ok = eventsArray();
    if (ok && !m_cancelled)
        ok = flush();
    if (m_cancelled)
        return Result::Cancelled;
    return ok ? Result::Done : Result::Unsupported;
}

bool ChromeTraceScanner::flush()
{
    if (m_tooLong)
        return false;
    m_chunk.end = offset();
    if (m_control.cancelled() || !m_queue.push(m_chunk)) {
        m_cancelled = true;
        return false;
    }
    m_nextFlush = offset() + ChunkBytes;
    return true;
}

bool ChromeTraceScanner::skipBlanks()
{
    while (m_p < m_end) {
        const char c = *m_p;
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
            return true;
        m_dirty = true;
        ++m_p;
    }
    return false;
}

bool ChromeTraceScanner::key(QByteArrayView &out)
{
    return m_p < m_end && *m_p == '"' && string(out, m_keyScratch) && skipWs() && expect(':') && skipWs();
}

bool ChromeTraceScanner::string(QByteArrayView &out, QByteArray &scratch)
{
    const char *s = ++m_p;
    const char *p = stringStop(s, m_end);
    if (p == m_end)
        return false;
    if (*p == '"') {
        out = QByteArrayView(s, p - s);
        m_p = p + 1;
        return true;
    }
    if (*p == '\\') {
        m_dirty = true;
        return unescape(s, out, scratch);
    }
    return false; // a control character
}

bool ChromeTraceScanner::unescape(const char *from, QByteArrayView &out, QByteArray &scratch)
{
    scratch.clear();
    const char *p = from;
    while (p < m_end) {
        const char c = *p++;
        if (c == '"') {
            out = QByteArrayView(scratch);
            m_p = p;
            return true;
        }
        if (uchar(c) < 0x20)
            return false;
        if (c != '\\') {
            scratch += c;
            continue;
        }
        if (p >= m_end)
            return false;
        switch (*p++) {
        case '"':
            scratch += '"';
            break;
        case '\\':
            scratch += '\\';
            break;
        case '/':
            scratch += '/';
            break;
        case 'b':
            scratch += '\b';
            break;
        case 'f':
            scratch += '\f';
            break;
        case 'n':
            scratch += '\n';
            break;
        case 'r':
            scratch += '\r';
            break;
        case 't':
            scratch += '\t';
            break;
        case 'u': {
            uint cp = 0;
            if (!hex4(p, m_end, cp))
                return false;
            p += 4;
            if (cp >= 0xDC00 && cp <= 0xDFFF)
                return false; // a lone low surrogate: left to the general path
            if (cp >= 0xD800 && cp <= 0xDBFF) {
                uint low = 0;
                if (m_end - p < 6 || p[0] != '\\' || p[1] != 'u' || !hex4(p + 2, m_end, low) || low < 0xDC00 || low > 0xDFFF)
                    return false;
                p += 6;
                cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            }
            appendUtf8(scratch, cp);
            break;
        }
        default:
            return false;
        }
    }
    return false;
}

// JSON's number grammar; long mantissas and exponents of three digits are left to the general path, which
// knows when a number is out of double's range.
bool ChromeTraceScanner::number(QByteArrayView &out)
{
    const char *p = m_p;
    if (p < m_end && *p == '-')
        ++p;
    const char *digits = p;
    p = digitsEnd(p, m_end);
    if (p == digits || (*digits == '0' && p - digits > 1))
        return false;
    if (p < m_end && *p == '.') {
        const char *fraction = ++p;
        p = digitsEnd(p, m_end);
        if (p == fraction)
            return false;
    }
    if (p < m_end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < m_end && (*p == '+' || *p == '-'))
            ++p;
        const char *exponent = p;
        p = digitsEnd(p, m_end);
        if (p == exponent || p - exponent > 2)
            return false;
    }
    if (p - m_p > 40)
        return false;
    out = QByteArrayView(m_p, p - m_p);
    m_p = p;
    return true;
}

bool ChromeTraceScanner::literal(JsonKind &kind, QByteArrayView &out)
{
    const qsizetype left = m_end - m_p;
    if (left >= 4 && std::memcmp(m_p, "true", 4) == 0) {
        kind = JsonKind::Literal;
        out = QByteArrayView(m_p, 4);
    } else if (left >= 5 && std::memcmp(m_p, "false", 5) == 0) {
        kind = JsonKind::Literal;
        out = QByteArrayView(m_p, 5);
    } else if (left >= 4 && std::memcmp(m_p, "null", 4) == 0) {
        kind = JsonKind::Null;
        out = QByteArrayView();
        m_p += 4;
        return true;
    } else {
        return false;
    }
    m_p += out.size();
    return true;
}

bool ChromeTraceScanner::scalar(JsonKind &kind, QByteArrayView &out)
{
    const char c = *m_p;
    if (c == '"') {
        kind = JsonKind::Text;
        return string(out, m_valueScratch);
    }
    if (c == '-' || isDigit(c)) {
        kind = JsonKind::Number;
        return number(out);
    }
    return literal(kind, out);
}

template<class Member> bool ChromeTraceScanner::members(char close, Member &&member)
{
    ++m_p;
    if (!skipWs())
        return false;
    while (*m_p != close) {
        if (!member() || !skipWs())
            return false;
        if (*m_p == ',') {
            ++m_p;
            if (!skipWs() || *m_p == close)
                return false;
        } else if (*m_p != close) {
            return false;
        }
    }
    ++m_p;
    return true;
}

bool ChromeTraceScanner::capture(QByteArray &out, int depth)
{
    if (depth > MaxDepth)
        return false;
    const char open = *m_p;
    const char close = open == '{' ? '}' : ']';
    out += open;
    bool first = true;
    const bool ok = members(close, [&] {
        if (!first)
            out += ',';
        first = false;
        if (open == '{') {
            QByteArrayView k;
            if (!key(k))
                return false;
            out += '"';
            out += k;
            out += "\":";
        }
        const char c = *m_p;
        if (c == '{' || c == '[')
            return capture(out, depth + 1);
        JsonKind kind;
        QByteArrayView v;
        if (!scalar(kind, v))
            return false;
        if (kind == JsonKind::Null)
            out += "null";
        else if (kind == JsonKind::Text)
            appendEscaped(out, v);
        else
            out += v;
        return true;
    });
    if (ok)
        out += close;
    return ok;
}

bool ChromeTraceScanner::skip(int depth)
{
    const char open = *m_p;
    if (open != '{' && open != '[') {
        JsonKind kind;
        QByteArrayView v;
        return scalar(kind, v);
    }
    if (depth > MaxDepth)
        return false;
    return members(open == '{' ? '}' : ']', [&] {
        QByteArrayView k;
        return (open != '{' || key(k)) && skip(depth + 1);
    });
}

bool ChromeTraceScanner::topObject()
{
    return members('}', [&] {
        more();
        QByteArrayView k;
        if (!key(k))
            return false;
        const char c = *m_p;
        if (c == '[' && k == "traceEvents")
            return eventsArray();
        if (c == '[' && k == "deviceProperties")
            return devices();
        if (c == '"' && k == "profilingType") {
            QByteArrayView v;
            if (!string(v, m_valueScratch))
                return false;
            if (v == "op")
                record(ScanItem::OpTrace);
            return true;
        }
        return skip(1);
    });
}

bool ChromeTraceScanner::eventsArray()
{
    return members(']', [&] {
        if (offset() >= m_nextFlush && !flush())
            return false;
        more();
        return *m_p == '{' ? event() : skip(1);
    });
}

bool ChromeTraceScanner::event()
{
    record(ScanItem::BeginEvent);
    if (!members('}', [&] {
            QByteArrayView k;
            if (!key(k))
                return false;
            const TraceKey field = traceKey(k);
            const char c = *m_p;
            if (c == '{' && field == TraceKey::Args)
                return args();
            if (c == '{' || c == '[')
                return skip(1);
            JsonKind kind;
            QByteArrayView v;
            if (!scalar(kind, v))
                return false;
            record(ScanItem::EventField, v, kind, field);
            return true;
        }))
        return false;
    record(ScanItem::EndEvent);
    return true;
}

bool ChromeTraceScanner::args()
{
    return members('}', [&] {
        QByteArrayView k;
        if (!key(k))
            return false;
        record(ScanItem::ArgKey, k);
        const char c = *m_p;
        if (c == '{' || c == '[') {
            // Already minified (no blanks, no escapes): the text as it stands is the captured text.
            const char *start = m_p;
            m_dirty = false;
            if (!skip(1))
                return false;
            if (m_dirty) {
                m_p = start;
                m_capture.clear();
                if (!capture(m_capture, 1))
                    return false;
                record(ScanItem::ArgValue, QByteArrayView(m_capture), JsonKind::Text);
            } else {
                record(ScanItem::ArgValue, QByteArrayView(start, m_p - start), JsonKind::Text);
            }
            return true;
        }
        JsonKind kind;
        QByteArrayView v;
        if (!scalar(kind, v))
            return false;
        record(ScanItem::ArgValue, v, kind);
        return true;
    });
}

bool ChromeTraceScanner::devices()
{
    return members(']', [&] { return *m_p == '{' ? device() : skip(1); });
}

bool ChromeTraceScanner::device()
{
    return members('}', [&] {
        QByteArrayView k;
        if (!key(k))
            return false;
        if (*m_p == '{' || *m_p == '[')
            return skip(1);
        JsonKind kind;
        QByteArrayView v;
        if (!scalar(kind, v))
            return false;
        record(ScanItem::DeviceKey, k);
        record(ScanItem::DeviceValue, v, kind);
        return true;
    });
}

} // namespace Lowerscope::Internal
