package dev.courier.api;

import com.fasterxml.jackson.core.exc.StreamConstraintsException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.courier.json.StrictJson;
import jakarta.enterprise.context.ApplicationScoped;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Reads JSON request bodies under the configured cap, so an oversized or malformed body becomes a clear
 * 413 or 400 instead of a framework error, and the cap holds even for chunked bodies without a length.
 */
@ApplicationScoped
public class JsonBodies {
    private static final ObjectMapper STRICT = StrictJson.MAPPER;

    private final long maxBytes;

    public JsonBodies(HttpLimitsConfig limits) {
        this.maxBytes = limits.maxBodySize().asLongValue();
    }

    public JsonNode read(InputStream body) {
        byte[] bytes = bytes(body);
        if (bytes.length == 0) {
            throw ApiProblem.badRequest("The request body is empty; a JSON document is required.");
        }
        try {
            return STRICT.readTree(bytes);
        } catch (StreamConstraintsException e) {
            throw ApiProblem.badRequest("The JSON document is nested too deeply.");
        } catch (IOException e) {
            throw ApiProblem.badRequest("The request body is not valid JSON: " + firstLine(e.getMessage()));
        }
    }

    /** The body's bytes, at most the cap (413 beyond it). */
    public byte[] bytes(InputStream body) {
        if (body == null) {
            return new byte[0];
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] buffer = new byte[8192];
        try {
            int n;
            while ((n = body.read(buffer)) != -1) {
                if (out.size() + (long) n > maxBytes) {
                    throw ApiProblem.tooLarge("The request body exceeds " + maxBytes + " bytes.");
                }
                out.write(buffer, 0, n);
            }
        } catch (IOException e) {
            throw ApiProblem.badRequest("The request body could not be read.");
        }
        return out.toByteArray();
    }

    private static String firstLine(String message) {
        if (message == null) {
            return "parse error";
        }
        // Jackson appends a source excerpt on later lines; the first line names the problem and position.
        int newline = message.indexOf('\n');
        String line = newline < 0 ? message : message.substring(0, newline);
        return line.length() > 200 ? line.substring(0, 200) : line;
    }
}
