// SPDX-License-Identifier: MIT
#include "chrometraceparser.h"

namespace Lowerscope::Internal {

bool ChromeTraceParser::Key(const Ch *str, rapidjson::SizeType len, bool)
{
    const QByteArrayView key(str, len);
    if (m_skipDepth > 0)
        return true;
    if (m_captureDepth > 0) {
        m_capture += '"';
        m_capture += key;
        m_capture += "\":";
    } else if (m_inArgs && m_depth == m_eventsDepth + 2) {
        m_builder.argKey(key);
    } else if (m_inEvent && m_depth == m_eventsDepth + 1) {
        m_eventKey = traceKey(key);
    } else if (m_deviceDepth == m_depth) {
        m_deviceKey.assign(key);
    } else if (m_topObject && m_depth == 1) {
        m_topKey.assign(key);
    }
    return true;
}

bool ChromeTraceParser::value(JsonKind kind, const Ch *str, rapidjson::SizeType len)
{
    const QByteArrayView text(str, len);
    if (m_skipDepth > 0)
        return true;
    if (m_captureDepth > 0)
        captureToken(kind, str, len);
    else if (m_inArgs && m_depth == m_eventsDepth + 2)
        m_builder.argValue(kind, text);
    else if (m_inEvent && m_depth == m_eventsDepth + 1)
        m_builder.eventField(m_eventKey, kind, text);
    else if (m_deviceDepth == m_depth)
        m_builder.deviceField(m_deviceKey, kind, text);
    else if (m_topObject && m_depth == 1 && m_topKey == "profilingType" && kind == JsonKind::Text && text == "op")
        m_builder.setOpTrace();
    return true;
}

// Arguments that are arrays or objects are kept as minified JSON text; strings inside are re-escaped.
void ChromeTraceParser::captureToken(JsonKind kind, const Ch *str, rapidjson::SizeType len)
{
    switch (kind) {
    case JsonKind::Null:
        m_capture += "null";
        break;
    case JsonKind::Literal:
    case JsonKind::Number:
        m_capture.append(str, len);
        break;
    case JsonKind::Text:
        m_capture += '"';
        for (rapidjson::SizeType i = 0; i < len; ++i) {
            if (str[i] == '"' || str[i] == '\\')
                m_capture += '\\';
            m_capture += str[i];
        }
        m_capture += '"';
        break;
    }
    m_capture += ',';
}

void ChromeTraceParser::endCapture(char close)
{
    if (m_capture.endsWith(','))
        m_capture.chop(1);
    m_capture += close;
    m_capture += ',';
    if (--m_captureDepth == 0) {
        m_capture.chop(1);
        m_builder.argValue(JsonKind::Text, QByteArrayView(m_capture));
    }
}

bool ChromeTraceParser::StartObject()
{
    if (m_skipDepth > 0) {
        ++m_skipDepth;
    } else if (m_captureDepth > 0) {
        m_capture += '{';
        ++m_captureDepth;
    } else if (m_depth == 0) {
        m_topObject = true;
    } else if (m_eventsDepth > 0 && m_depth == m_eventsDepth) {
        m_inEvent = true;
        m_builder.beginEvent();
    } else if (m_inEvent && !m_inArgs && m_depth == m_eventsDepth + 1 && m_eventKey == TraceKey::Args) {
        m_inArgs = true;
    } else if (m_inArgs && m_depth == m_eventsDepth + 2) {
        m_captureDepth = 1;
        m_capture = "{";
    } else if (m_topObject && m_depth == 2 && m_topKey == "deviceProperties") {
        m_deviceDepth = 3;
    } else {
        m_skipDepth = 1;
    }
    ++m_depth;
    return true;
}

bool ChromeTraceParser::EndObject(rapidjson::SizeType)
{
    --m_depth;
    if (m_skipDepth > 0) {
        --m_skipDepth;
    } else if (m_captureDepth > 0) {
        endCapture('}');
    } else if (m_inArgs && m_depth == m_eventsDepth + 1) {
        m_inArgs = false;
    } else if (m_inEvent && m_depth == m_eventsDepth) {
        m_inEvent = false;
        m_builder.endEvent();
    } else if (m_deviceDepth == m_depth + 1) {
        m_deviceDepth = -1;
    }
    return true;
}

bool ChromeTraceParser::StartArray()
{
    if (m_skipDepth > 0) {
        ++m_skipDepth;
    } else if (m_captureDepth > 0) {
        m_capture += '[';
        ++m_captureDepth;
    } else if (m_depth == 0) {
        m_eventsDepth = 1;
    } else if (m_topObject && m_depth == 1 && m_topKey == "traceEvents") {
        m_eventsDepth = 2;
    } else if (m_topObject && m_depth == 1 && m_topKey == "deviceProperties") {
        // entries are handled in StartObject
    } else if (m_inArgs && m_depth == m_eventsDepth + 2) {
        m_captureDepth = 1;
        m_capture = "[";
    } else {
        m_skipDepth = 1;
    }
    ++m_depth;
    return true;
}

bool ChromeTraceParser::EndArray(rapidjson::SizeType)
{
    --m_depth;
    if (m_skipDepth > 0) {
        --m_skipDepth;
    } else if (m_captureDepth > 0) {
        endCapture(']');
    } else if (m_eventsDepth > 0 && m_depth == m_eventsDepth - 1) {
        m_eventsDepth = -1;
    }
    return true;
}

} // namespace Lowerscope::Internal
