/*
 * The floor for `intentgen generate` in Benchmarks/run.sh: parse the definitions with libyaml's
 * event API (as yaml-parse.c does), then write the bytes intentgen writes, file by file, with
 * plain open/write/close (intentgen also renames each file into place; this does not).
 *
 *   cc -O2 write-baseline.c $(pkg-config --cflags --libs yaml-0.1) -o write-baseline
 *   ./write-baseline Large.intents.yml REFERENCE_DIR OUT_DIR
 *   ./write-baseline A.intents.yml B.intents.yml REFERENCE_DIR OUT_DIR   # several files, parsed in turn
 *
 * REFERENCE_DIR holds a previous generate's output; its files are read into memory first (that
 * read is part of the measured time, which makes the floor a little higher than writing alone)
 * and written below OUT_DIR at the same relative paths.
 */
#define _XOPEN_SOURCE 700
#include <errno.h>
#include <fcntl.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "parse-floor.h"

struct file {
    char *relative;
    char *bytes;
    size_t size;
};

static struct file *files;
static size_t count, capacity;
static size_t reference_length;

static int collect(const char *path, const struct stat *info, int kind, struct FTW *walk) {
    (void)walk;
    if (kind != FTW_F) return 0;
    FILE *input = fopen(path, "rb");
    if (!input) return -1;
    char *bytes = malloc((size_t)info->st_size + 1);
    size_t size = fread(bytes, 1, (size_t)info->st_size, input);
    fclose(input);
    if (count == capacity) {
        capacity = capacity ? capacity * 2 : 1024;
        files = realloc(files, capacity * sizeof *files);
    }
    files[count++] = (struct file){strdup(path + reference_length), bytes, size};
    return 0;
}

static void make_parents(char *path) {
    for (char *slash = strchr(path + 1, '/'); slash; slash = strchr(slash + 1, '/')) {
        *slash = 0;
        mkdir(path, 0755);
        *slash = '/';
    }
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: %s FILE.yml... REFERENCE_DIR OUT_DIR\n", argv[0]);
        return 2;
    }
    if (parse_all(argv + 1, argc - 3) == 0) return 1;
    const char *reference = argv[argc - 2], *out = argv[argc - 1];

    reference_length = strlen(reference);
    if (nftw(reference, collect, 16, FTW_PHYS) != 0) {
        perror(reference);
        return 2;
    }
    for (size_t index = 0; index < count; index++) {
        size_t length = strlen(out) + strlen(files[index].relative) + 2;
        char *path = malloc(length);
        snprintf(path, length, "%s/%s", out, files[index].relative[0] == '/' ? files[index].relative + 1 : files[index].relative);
        make_parents(path);
        int descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (descriptor < 0 || write(descriptor, files[index].bytes, files[index].size) != (ssize_t)files[index].size) {
            perror(path);
            return 2;
        }
        close(descriptor);
        free(path);
    }
    printf("%zu files\n", count);
    return 0;
}
