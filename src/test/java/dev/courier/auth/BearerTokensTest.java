package dev.courier.auth;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.quarkus.runtime.LaunchMode;
import java.util.List;
import org.junit.jupiter.api.Test;

class BearerTokensTest {
    @Test
    void productionRefusesToStartWithoutTokens() {
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> new BearerTokens(List.of(), LaunchMode.NORMAL));
        assertTrue(e.getMessage().contains("courier.auth.tokens"));
        assertThrows(IllegalStateException.class, () -> new BearerTokens(List.of(" ", ""), LaunchMode.NORMAL));
    }

    @Test
    void devModeGeneratesATokenSoTheApiIsUsable() {
        BearerTokens tokens = new BearerTokens(List.of(), LaunchMode.DEVELOPMENT);
        assertFalse(tokens.accepts(""));
        assertFalse(tokens.accepts("dev-"));
    }

    @Test
    void onlyConfiguredTokensAreAcceptedAndSurroundingSpaceIsIgnoredInConfig() {
        BearerTokens tokens = new BearerTokens(List.of(" alpha ", "beta"), LaunchMode.NORMAL);
        assertTrue(tokens.accepts("alpha"));
        assertTrue(tokens.accepts("beta"));
        assertFalse(tokens.accepts("alph"));
        assertFalse(tokens.accepts("alphaa"));
        assertFalse(tokens.accepts(null));
    }
}
