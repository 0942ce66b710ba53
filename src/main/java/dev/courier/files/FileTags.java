package dev.courier.files;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Tag rules, the same for the upload header and the tags endpoint: each tag is trimmed, 1 to
 * {@code max-tag-length} code points without control characters; duplicates collapse (first one kept);
 * at most {@code max-tags} per file.
 */
public final class FileTags {
    private final int maxTags;
    private final int maxTagLength;

    public FileTags(int maxTags, int maxTagLength) {
        this.maxTags = maxTags;
        this.maxTagLength = maxTagLength;
    }

    /** The {@code Courier-File-Tags} header: comma-separated, each percent-decoded; empty entries are skipped. */
    public List<String> fromHeader(String header) {
        if (header == null || header.isBlank()) {
            return List.of();
        }
        List<String> raw = new ArrayList<>();
        int count = 0;
        for (String part : header.split(",", -1)) {
            if (part.isBlank()) {
                continue;
            }
            if (++count > maxTags) {
                throw new IllegalArgumentException("A file carries at most " + maxTags + " tags.");
            }
            try {
                raw.add(FileNames.percentDecode(part.trim()));
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException("Tag " + count + " " + e.getMessage() + ".");
            }
        }
        return normalize(raw);
    }

    /** Tags given as strings (the tags endpoint), validated the same way. */
    public List<String> normalize(List<String> tags) {
        if (tags.size() > maxTags) {
            throw new IllegalArgumentException("A file carries at most " + maxTags + " tags.");
        }
        Set<String> result = new LinkedHashSet<>();
        int position = 0;
        for (String tag : tags) {
            position++;
            String trimmed = tag.strip();
            if (trimmed.isEmpty()) {
                throw new IllegalArgumentException("Tag " + position + " is empty.");
            }
            if (FileNames.hasForbiddenCharacters(trimmed)) {
                throw new IllegalArgumentException("Tag " + position + " contains control characters.");
            }
            if (trimmed.codePointCount(0, trimmed.length()) > maxTagLength) {
                throw new IllegalArgumentException("Tag " + position + " is longer than " + maxTagLength
                        + " characters.");
            }
            result.add(trimmed);
        }
        return List.copyOf(result);
    }
}
