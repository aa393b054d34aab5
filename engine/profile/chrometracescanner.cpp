// SPDX-License-Identifier: MIT
#include "chrometracescanner.h"
#include "profilereader.h"

#include <cstring>

namespace Lowerscope::Internal {

namespace {

bool isDigit(char c) { return c >= '0' && c <= '9'; }

bool hex4(const char *p, const char *end, uint &out)
{
    if (end - p < 4)
        return false;
    out = 0;
    for (int i = 0; i < 4; ++i) {
        const char c = p[i];
        const uint d = isDigit(c) ? uint(c - '0') : (c >= 'a' && c <= 'f') ? uint(c - 'a' + 10) : (c >= 'A' && c <= 'F') ? uint(c - 'A' + 10) : 16u;
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

ChromeTraceScanner::ChromeTraceScanner(QByteArrayView data, ChromeTraceBuilder &builder, const ReadControl &control,
                                       std::function<void(qint64)> release)
    : m_begin(data.data()), m_end(data.data() + data.size()), m_p(data.data()), m_builder(builder), m_control(control),
      m_release(std::move(release))
{
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
    if (m_cancelled)
        return Result::Cancelled;
    if (!ok)
        return Result::Unsupported;
    m_control.report(m_end - m_begin);
    return Result::Done;
}

bool ChromeTraceScanner::checkpoint()
{
    if (m_control.cancelled()) {
        m_cancelled = true;
        return false;
    }
    m_control.report(offset());
    if (m_release)
        m_release(offset());
    m_nextCheck = offset() + CheckEvery;
    return true;
}

bool ChromeTraceScanner::skipWs()
{
    while (m_p < m_end) {
        const char c = *m_p;
        if (c != ' ' && c != '\n' && c != '\r' && c != '\t')
            return true;
        ++m_p;
    }
    return false;
}

bool ChromeTraceScanner::expect(char c)
{
    if (m_p >= m_end || *m_p != c)
        return false;
    ++m_p;
    return true;
}

bool ChromeTraceScanner::key(QByteArrayView &out)
{
    return m_p < m_end && *m_p == '"' && string(out, m_keyScratch) && skipWs() && expect(':') && skipWs();
}

bool ChromeTraceScanner::string(QByteArrayView &out, QByteArray &scratch)
{
    const char *s = ++m_p;
    for (const char *p = s; p < m_end; ++p) {
        const unsigned char c = uchar(*p);
        if (c == '"') {
            out = QByteArrayView(s, p - s);
            m_p = p + 1;
            return true;
        }
        if (c == '\\')
            return unescape(s, out, scratch);
        if (c < 0x20)
            return false;
    }
    return false;
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
        case '"': scratch += '"'; break;
        case '\\': scratch += '\\'; break;
        case '/': scratch += '/'; break;
        case 'b': scratch += '\b'; break;
        case 'f': scratch += '\f'; break;
        case 'n': scratch += '\n'; break;
        case 'r': scratch += '\r'; break;
        case 't': scratch += '\t'; break;
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
        default: return false;
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
    if (p >= m_end)
        return false;
    if (*p == '0') {
        ++p;
    } else if (*p >= '1' && *p <= '9') {
        while (p < m_end && isDigit(*p))
            ++p;
    } else {
        return false;
    }
    if (p < m_end && *p == '.') {
        if (++p >= m_end || !isDigit(*p))
            return false;
        while (p < m_end && isDigit(*p))
            ++p;
    }
    if (p < m_end && (*p == 'e' || *p == 'E')) {
        ++p;
        if (p < m_end && (*p == '+' || *p == '-'))
            ++p;
        const char *digits = p;
        while (p < m_end && isDigit(*p))
            ++p;
        if (p == digits || p - digits > 2)
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

bool ChromeTraceScanner::capture(QByteArray &out, int depth)
{
    if (depth > MaxDepth)
        return false;
    const char open = *m_p;
    const char close = open == '{' ? '}' : ']';
    out += open;
    ++m_p;
    if (!skipWs())
        return false;
    if (*m_p == close) {
        ++m_p;
        out += close;
        return true;
    }
    for (;;) {
        if (open == '{') {
            QByteArrayView k;
            if (!key(k))
                return false;
            out += '"';
            out += k;
            out += "\":";
        }
        const char c = *m_p;
        if (c == '{' || c == '[') {
            if (!capture(out, depth + 1))
                return false;
        } else {
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
        }
        if (!skipWs())
            return false;
        if (*m_p == ',') {
            out += ',';
            ++m_p;
            if (!skipWs())
                return false;
        } else if (*m_p == close) {
            ++m_p;
            out += close;
            return true;
        } else {
            return false;
        }
    }
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
    const char close = open == '{' ? '}' : ']';
    ++m_p;
    if (!skipWs())
        return false;
    if (*m_p == close) {
        ++m_p;
        return true;
    }
    for (;;) {
        QByteArrayView k;
        if ((open == '{' && !key(k)) || !skip(depth + 1) || !skipWs())
            return false;
        if (*m_p == close) {
            ++m_p;
            return true;
        }
        if (*m_p != ',')
            return false;
        ++m_p;
        if (!skipWs())
            return false;
    }
}

bool ChromeTraceScanner::topObject()
{
    ++m_p;
    if (!skipWs())
        return false;
    if (*m_p == '}') {
        ++m_p;
        return true;
    }
    for (;;) {
        QByteArrayView k;
        if (!key(k))
            return false;
        const char c = *m_p;
        bool ok = false;
        if (c == '[' && k == "traceEvents") {
            ok = eventsArray();
        } else if (c == '[' && k == "deviceProperties") {
            ok = devices();
        } else if (c == '"' && k == "profilingType") {
            QByteArrayView v;
            ok = string(v, m_valueScratch);
            if (ok && v == "op")
                m_builder.setOpTrace();
        } else {
            ok = skip(1);
        }
        if (!ok || !skipWs())
            return false;
        if (*m_p == '}') {
            ++m_p;
            return true;
        }
        if (*m_p != ',')
            return false;
        ++m_p;
        if (!skipWs())
            return false;
    }
}

bool ChromeTraceScanner::eventsArray()
{
    ++m_p;
    if (!skipWs())
        return false;
    if (*m_p == ']') {
        ++m_p;
        return true;
    }
    for (;;) {
        if (offset() >= m_nextCheck && !checkpoint())
            return false;
        const bool ok = *m_p == '{' ? event() : skip(1);
        if (!ok || !skipWs())
            return false;
        if (*m_p == ']') {
            ++m_p;
            return true;
        }
        if (*m_p != ',')
            return false;
        ++m_p;
        if (!skipWs())
            return false;
    }
}

bool ChromeTraceScanner::event()
{
    m_builder.beginEvent();
    ++m_p;
    if (!skipWs())
        return false;
    while (*m_p != '}') {
        QByteArrayView k;
        if (!key(k))
            return false;
        const TraceKey field = traceKey(k);
        const char c = *m_p;
        bool ok = false;
        if (c == '{' && field == TraceKey::Args) {
            ok = args();
        } else if (c == '{' || c == '[') {
            ok = skip(1);
        } else {
            JsonKind kind;
            QByteArrayView v;
            ok = scalar(kind, v);
            if (ok)
                m_builder.eventField(field, kind, v);
        }
        if (!ok || !skipWs())
            return false;
        if (*m_p == ',') {
            ++m_p;
            if (!skipWs() || *m_p == '}')
                return false;
        } else if (*m_p != '}') {
            return false;
        }
    }
    ++m_p;
    m_builder.endEvent();
    return true;
}

bool ChromeTraceScanner::args()
{
    ++m_p;
    if (!skipWs())
        return false;
    while (*m_p != '}') {
        QByteArrayView k;
        if (!key(k))
            return false;
        m_builder.argKey(k);
        const char c = *m_p;
        if (c == '{' || c == '[') {
            m_capture.clear();
            if (!capture(m_capture, 1))
                return false;
            m_builder.argValue(JsonKind::Text, QByteArrayView(m_capture));
        } else {
            JsonKind kind;
            QByteArrayView v;
            if (!scalar(kind, v))
                return false;
            m_builder.argValue(kind, v);
        }
        if (!skipWs())
            return false;
        if (*m_p == ',') {
            ++m_p;
            if (!skipWs() || *m_p == '}')
                return false;
        } else if (*m_p != '}') {
            return false;
        }
    }
    ++m_p;
    return true;
}

bool ChromeTraceScanner::devices()
{
    ++m_p;
    if (!skipWs())
        return false;
    while (*m_p != ']') {
        if (!(*m_p == '{' ? device() : skip(1)) || !skipWs())
            return false;
        if (*m_p == ',') {
            ++m_p;
            if (!skipWs() || *m_p == ']')
                return false;
        } else if (*m_p != ']') {
            return false;
        }
    }
    ++m_p;
    return true;
}

bool ChromeTraceScanner::device()
{
    ++m_p;
    if (!skipWs())
        return false;
    while (*m_p != '}') {
        QByteArrayView k;
        if (!key(k))
            return false;
        if (*m_p == '{' || *m_p == '[') {
            if (!skip(1))
                return false;
        } else {
            JsonKind kind;
            QByteArrayView v;
            if (!scalar(kind, v))
                return false;
            m_builder.deviceField(k, kind, v);
        }
        if (!skipWs())
            return false;
        if (*m_p == ',') {
            ++m_p;
            if (!skipWs() || *m_p == '}')
                return false;
        } else if (*m_p != '}') {
            return false;
        }
    }
    ++m_p;
    return true;
}

} // namespace Lowerscope::Internal
