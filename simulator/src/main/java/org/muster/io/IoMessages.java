package org.muster.io;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.FileSystemException;
import java.nio.file.FileSystemLoopException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.NotLinkException;

/**
 * Says in words what went wrong with a file, for the one line a user reads: "permission denied: reports/x", not
 * "java.nio.file.AccessDeniedException: reports/x". Stateless.
 */
public final class IoMessages {
    private IoMessages() {
    }

    /** What {@code e} (an I/O failure, possibly wrapped in an {@link UncheckedIOException}) means, in words. */
    public static String describe(Throwable e) {
        Throwable t = e instanceof UncheckedIOException && e.getCause() != null ? e.getCause() : e;
        if (t instanceof FileSystemException f) {
            String file = f.getFile() == null ? "" : f.getFile();
            String other = f.getOtherFile() == null ? "" : " and " + f.getOtherFile();
            String what;
            if (f instanceof NoSuchFileException) {
                what = "no such file or folder";
            } else if (f instanceof AccessDeniedException) {
                what = "permission denied";
            } else if (f instanceof FileAlreadyExistsException) {
                what = "already exists";
            } else if (f instanceof NotDirectoryException) {
                what = "not a folder";
            } else if (f instanceof DirectoryNotEmptyException) {
                what = "the folder is not empty";
            } else if (f instanceof FileSystemLoopException) {
                what = "the links form a loop";
            } else if (f instanceof NotLinkException) {
                what = "not a link";
            } else {
                what = f.getReason() == null ? "the operation failed" : lowerFirst(f.getReason());
            }
            return file.isEmpty() ? what : what + ": " + file + other;
        }
        if (t instanceof CharacterCodingException) {
            return "the text is not valid UTF-8";
        }
        String message = t.getMessage();
        if (message == null || message.isBlank()) {
            return t instanceof IOException ? "an input/output error" : "an unexpected error";
        }
        return lowerFirst(message.strip().replace('\n', ' '));
    }

    private static String lowerFirst(String s) {
        return s.isEmpty() || (s.length() > 1 && Character.isUpperCase(s.charAt(1))) ? s
                : Character.toLowerCase(s.charAt(0)) + s.substring(1);
    }
}
