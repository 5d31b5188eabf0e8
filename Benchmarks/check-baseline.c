/*
 * The floor for `intentgen generate --check` in Benchmarks/run.sh (issue 30): parse the
 * definitions with libyaml's event API (as yaml-parse.c does), then read every file `--check`
 * compares with what it renders.
 *
 *   cc -O2 check-baseline.c $(pkg-config --cflags --libs yaml-0.1) -o check-baseline
 *   intentgen generate ... --list-outputs >outputs.txt
 *   ./check-baseline outputs.txt FILE.yml...   # prints "<events> events, <files> files, <bytes> bytes"
 *
 * The list is what `generate --list-outputs` prints for the same options: the path of every
 * file the run generates, one a line, which are the files `--check` compares (the files the
 * user owns are only looked for, not compared, and are not listed). Each is opened and read to
 * its end with read(2) into one reused buffer. What `--check` does besides, and this floor does
 * not: render the outputs, list the output folders for stale files, and look the user's files up.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "parse-floor.h"

/* Reads one file to its end; returns the bytes read, or -1 on an error. */
static long long read_all(const char *path) {
    static char buffer[1 << 16];
    int descriptor = open(path, O_RDONLY);
    if (descriptor < 0) {
        perror(path);
        return -1;
    }
    long long total = 0;
    for (ssize_t got; (got = read(descriptor, buffer, sizeof buffer)) != 0; total += got) {
        if (got < 0) {
            perror(path);
            close(descriptor);
            return -1;
        }
    }
    close(descriptor);
    return total;
}

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s OUTPUTS_LIST FILE.yml...\n", argv[0]);
        return 2;
    }
    unsigned long events = parse_all(argv + 2, argc - 2);
    if (events == 0) return 1;
    FILE *list = fopen(argv[1], "r");
    if (!list) {
        perror(argv[1]);
        return 2;
    }
    unsigned long files = 0;
    unsigned long long bytes = 0;
    char path[4096];
    while (fgets(path, sizeof path, list)) {
        path[strcspn(path, "\n")] = 0;
        if (!path[0]) continue;
        long long size = read_all(path);
        if (size < 0) return 2;
        bytes += (unsigned long long)size;
        files++;
    }
    fclose(list);
    printf("%lu events, %lu files, %llu bytes\n", events, files, bytes);
    return 0;
}
