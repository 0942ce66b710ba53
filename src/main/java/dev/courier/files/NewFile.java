package dev.courier.files;

import java.util.List;

/** A validated upload's metadata, before the bytes are stored. */
public record NewFile(String name, String mimeType, List<String> tags, String owner, Visibility visibility) {
    public NewFile {
        tags = List.copyOf(tags);
    }
}
