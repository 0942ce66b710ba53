package dev.courier.hostresources;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.courier.files.MediaTypes;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * One {@code contents} item of a read: text for a text MIME type whose bytes decode strictly in the declared
 * charset (UTF-8 when none is declared), a base64 {@code blob} otherwise, so no byte is ever altered.
 */
final class ResourceContents {
    private ResourceContents() {
    }

    static ObjectNode of(String uri, String mimeType, byte[] bytes) {
        ObjectNode item = RpcMessages.object();
        item.put("uri", uri);
        item.put("mimeType", mimeType);
        Optional<String> text = MediaTypes.isText(MediaTypes.essence(mimeType)) ? decode(mimeType, bytes)
                : Optional.empty();
        if (text.isPresent()) {
            item.put("text", text.get());
        } else {
            // A binary node: Jackson writes the base64 (standard alphabet, padding, no line breaks, as MCP's
            // BlobResourceContents expects) straight into the response, with no base64 string in between.
            item.put("blob", bytes);
        }
        return item;
    }

    private static Optional<String> decode(String mimeType, byte[] bytes) {
        Charset charset;
        try {
            charset = MediaTypes.charset(mimeType).map(Charset::forName).orElse(StandardCharsets.UTF_8);
        } catch (IllegalArgumentException unknownOrIllegal) {
            // A charset this JVM does not know cannot be decoded faithfully: hand on the bytes instead.
            return Optional.empty();
        }
        try {
            return Optional.of(charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes)).toString());
        } catch (CharacterCodingException | UnsupportedOperationException e) {
            return Optional.empty();
        }
    }
}
